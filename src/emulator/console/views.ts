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
import type { ConsoleSources } from './sources.js';
import { voiceView } from './voiceViews.js';

/** A page's snapshot from the sources and the request's query (only the request log reads it). */
type View = (sources: ConsoleSources, query: Readonly<Record<string, unknown>>) => unknown;

/** Every page of the console, by the name in its URL. */
export const VIEWS: Readonly<Record<string, View>> = {
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
