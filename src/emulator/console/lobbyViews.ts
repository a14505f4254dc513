/**
 * The console's lobbies page: each live lobby of each application, its metadata, its members (with
 * their metadata and whether a gateway session of theirs is connected) and its latest messages.
 */
import type { LobbyRecord } from '../records.js';
import { MESSAGES_SHOWN, usernameOf } from './peopleViews.js';
import type { ConsoleSources } from './sources.js';

/** One lobby on the page. */
export interface LobbyView {
  id: string;
  applicationId: string;
  metadata: Record<string, string> | null;
  createdAt: number;
  /** When the last member left (the lobby ends `idleTimeoutSeconds` later), or null. */
  emptySince: number | null;
  idleTimeoutSeconds: number;
  linkedChannel: { id: string; name: string } | null;
  members: {
    id: string;
    username: string;
    metadata: Record<string, string> | null;
    connected: boolean;
  }[];
  messageCount: number;
  messages: { id: string; author: string; content: string; createdAt: number }[];
}

/** The lobbies page. */
export function lobbiesView(sources: ConsoleSources): { lobbies: LobbyView[] } {
  const { ctx } = sources;
  const connected = new Set(
    sources.gateway
      .sessions()
      .filter((session) => session.connected)
      .map((session) => `${session.applicationId}:${session.userId}`),
  );
  const lobbyOf = (lobby: LobbyRecord): LobbyView => {
    const messages = ctx.store.messages.get(lobby.id) ?? [];
    return {
      id: lobby.id,
      applicationId: lobby.applicationId,
      metadata: lobby.metadata,
      createdAt: lobby.createdAt,
      emptySince: lobby.emptySince,
      idleTimeoutSeconds: lobby.idleTimeoutSeconds,
      linkedChannel: lobby.linkedChannel
        ? { id: lobby.linkedChannel.id, name: lobby.linkedChannel.name }
        : null,
      members: lobby.members.map((member) => ({
        id: member.id,
        username: usernameOf(ctx, member.id),
        metadata: member.metadata,
        connected: connected.has(`${lobby.applicationId}:${member.id}`),
      })),
      messageCount: messages.length,
      messages: messages.slice(-MESSAGES_SHOWN).map((message) => ({
        id: message.id,
        author: usernameOf(ctx, message.authorId),
        content: message.content,
        createdAt: message.createdAt,
      })),
    };
  };
  return { lobbies: [...ctx.store.lobbies.values()].map(lobbyOf) };
}
