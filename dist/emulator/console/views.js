/**
 * The console's pages as read-only JSON snapshots (`GET /_emulator/views/<page>`): one function per
 * page, each reading the state as it is now. The page fetches its snapshot again when the feed says
 * something changed (feed.ts).
 */
import { applicationsView, interactionsView, oauthView } from './appViews.js';
import { lobbiesView } from './lobbyViews.js';
import { requestFilterOf, requestsView, settingsView } from './logViews.js';
import { directMessagesView, usersView } from './peopleViews.js';
import { sessionsView } from './sessionViews.js';
import { voiceView } from './voiceViews.js';
/** Every page of the console, by the name in its URL. */
export const VIEWS = {
    users: usersView,
    sessions: sessionsView,
    lobbies: lobbiesView,
    'direct-messages': directMessagesView,
    applications: applicationsView,
    interactions: interactionsView,
    oauth: oauthView,
    voice: voiceView,
    requests: (sources, query) => requestsView(sources, requestFilterOf(query)),
    settings: settingsView,
};
