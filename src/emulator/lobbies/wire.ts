/** Lobbies, members and messages as the service sends them. */
import type { Lobby, LobbyMember, LobbyMessage } from '../../model/lobby.js';
import type { LobbyMemberRecord, LobbyMessageRecord, LobbyRecord, UserRecord } from '../records.js';
import { messageTail } from '../wire.js';

export function memberWire(member: LobbyMemberRecord): LobbyMember {
  return { id: member.id, metadata: member.metadata, flags: member.flags };
}

export function lobbyWire(lobby: LobbyRecord, viewer: 'app' | 'member' = 'member'): Lobby {
  return {
    id: lobby.id,
    application_id: lobby.applicationId,
    metadata: lobby.metadata,
    members: lobby.members.map(memberWire),
    flags: lobby.flags,
    ...(lobby.linkedChannel
      ? {
          linked_channel: {
            id: lobby.linkedChannel.id,
            guild_id: lobby.linkedChannel.guildId,
            name: lobby.linkedChannel.name,
            type: 0,
            flags: 0,
            position: lobby.linkedChannel.position,
          },
        }
      : {}),
    // The app's own setting, shown to the app (its bot) only: a member has no use for where the app's
    // webhooks go, and the URL may name the app's backend.
    ...(viewer === 'app' ? { override_event_webhooks_url: lobby.overrideEventWebhooksUrl ?? null } : {}),
  };
}

/** A message with its author as now stored (`author`: undefined once the account was removed). */
export function messageWire(message: LobbyMessageRecord, author: UserRecord | undefined): LobbyMessage {
  const out: LobbyMessage = {
    id: message.id,
    type: 0,
    content: message.content,
    lobby_id: message.lobbyId,
    channel_id: message.lobbyId,
    ...messageTail(message, author, null),
  };
  if (message.metadata) out.metadata = message.metadata;
  return out;
}
