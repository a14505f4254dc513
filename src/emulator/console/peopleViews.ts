/**
 * The console's users and direct-messages pages: each person with their presence (as derived now, the
 * activity without its secrets), their relationships of both kinds, and whether the account is
 * provisional (made by a game) and which external identities it is linked to; each conversation with
 * its latest messages (an activity invite shows its validity).
 */
import type { MessageActivity } from '../../model/activity.js';
import { RelationshipType } from '../../model/relationship.js';
import type { EmulatorContext } from '../context.js';
import { conversations } from '../directMessages/state.js';
import type { PresenceFacts } from '../presence/wire.js';
import { identities } from '../provisional/state.js';
import { otherOf, pairsOf } from '../relationships/state.js';
import type { ConsoleSources } from './sources.js';

/** The latest messages a page shows of a conversation or lobby. */
export const MESSAGES_SHOWN = 50;

const TYPE_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(RelationshipType).map(([name, value]) => [value, name]),
);

/** One relationship of a user, as the user's side of it reads. */
export interface RelationshipView {
  userId: string;
  username: string;
  /** The Discord relationship (`Friend`, `PendingOutgoing`, ...), or null. */
  discord: string | null;
  /** Application id -> the game relationship in it. */
  game: Record<string, string>;
}

/** A person on the users page. */
export interface UserView {
  id: string;
  username: string;
  globalName: string | null;
  /** `provisional`: made by a game for a player without an account; `account`: a full account. */
  account: 'provisional' | 'account';
  /** External identities linked to it (`OIDC:sub` in application ...). */
  linked: { applicationId: string; provider: string; subject: string }[];
  presence: PresenceFacts;
  relationships: RelationshipView[];
  /** Gateway sessions of the user, connected or waiting for a RESUME. */
  sessions: number;
}

/** The users page: every person (bots are listed with their application) and the applications to act in. */
export function usersView(sources: ConsoleSources): {
  users: UserView[];
  applications: { id: string; name: string }[];
} {
  const { ctx } = sources;
  const sessions = new Map<string, number>();
  for (const session of sources.gateway.sessions())
    sessions.set(session.userId, (sessions.get(session.userId) ?? 0) + 1);
  const links = [...identities(ctx).values()];
  const users: UserView[] = [];
  for (const user of ctx.store.users.values()) {
    if (user.bot) continue;
    users.push({
      id: user.id,
      username: user.username,
      globalName: user.global_name,
      account: user.provisional ? 'provisional' : 'account',
      linked: links
        .filter((link) => link.userId === user.id)
        .map((link) => ({
          applicationId: link.applicationId,
          provider: link.provider,
          subject: link.subject,
        })),
      presence: sources.presences.facts(user.id),
      relationships: relationshipsOf(ctx, user.id),
      sessions: sessions.get(user.id) ?? 0,
    });
  }
  const applications = [...ctx.store.applications.values()].map((app) => ({ id: app.id, name: app.name }));
  return { users, applications };
}

function relationshipsOf(ctx: EmulatorContext, userId: string): RelationshipView[] {
  const out: RelationshipView[] = [];
  for (const pair of pairsOf(ctx, userId)) {
    const other = otherOf(pair, userId);
    const discord = pair.discord[userId];
    const game: Record<string, string> = {};
    for (const [applicationId, types] of Object.entries(pair.game)) {
      const type = types[userId];
      if (type !== undefined) game[applicationId] = TYPE_NAMES[type] ?? String(type);
    }
    if (discord === undefined && Object.keys(game).length === 0) continue;
    out.push({
      userId: other,
      username: usernameOf(ctx, other),
      discord: discord === undefined ? null : (TYPE_NAMES[discord] ?? String(discord)),
      game,
    });
  }
  return out;
}

/** A direct message as the page shows it. */
export interface DirectMessageView {
  id: string;
  author: string;
  content: string;
  createdAt: number;
  editedAt: number | null;
  /** An activity invite or join request: its kind, party and whether it is still valid. */
  invite: { type: number; partyId: string; valid: boolean } | null;
}

/** The direct-messages page: each conversation, its two users and its latest messages. */
export function directMessagesView(sources: ConsoleSources): {
  conversations: {
    channelId: string;
    applicationId: string;
    users: { id: string; username: string }[];
    count: number;
    messages: DirectMessageView[];
  }[];
} {
  const { ctx } = sources;
  return {
    conversations: [...conversations(ctx).values()].map((conversation) => ({
      channelId: conversation.channelId,
      applicationId: conversation.applicationId,
      users: conversation.userIds.map((id) => ({ id, username: usernameOf(ctx, id) })),
      count: conversation.messages.length,
      messages: conversation.messages.slice(-MESSAGES_SHOWN).map((message) => ({
        id: message.id,
        author: usernameOf(ctx, message.authorId),
        content: message.content,
        createdAt: message.createdAt,
        editedAt: message.editedAt,
        invite: message.activity ? inviteOf(message.activity) : null,
      })),
    })),
  };
}

function inviteOf(activity: MessageActivity): { type: number; partyId: string; valid: boolean } {
  return { type: activity.type, partyId: activity.party_id, valid: activity.is_valid };
}

/** Every person (no bots) by id and username: who the pages' forms may act as. */
export function people(sources: ConsoleSources): { id: string; username: string }[] {
  return [...sources.ctx.store.users.values()]
    .filter((user) => !user.bot)
    .map((user) => ({ id: user.id, username: user.username }));
}

/** `@name` of a user id, or the id itself for a user who is gone. */
export function usernameOf(ctx: EmulatorContext, userId: string): string {
  const user = ctx.store.users.get(userId);
  return user ? user.username : userId;
}
