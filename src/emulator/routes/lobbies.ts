/**
 * Lobbies and lobby messages (FACTS.md): the app's server manages lobbies with its Bot token; players
 * create or join by secret, leave, chat and read messages with their Bearer token. A lobby with no
 * members disappears `idle_timeout_seconds` (default 300) after the last one left, by the emulator clock.
 */
import type { FastifyInstance } from 'fastify';
import type { Lobby, LobbyMember, LobbyMessage } from '../../model/lobby.js';
import {
  type Checked,
  type LobbyMemberInput,
  toErrorBody,
  validateAddLobbyMemberBody,
  validateBulkLobbyMembersBody,
  validateCreateOrJoinLobbyBody,
  validateLobbyBody,
  validateLobbyMessageBody,
  validateLobbyMessagesLimit,
} from '../../rules/index.js';
import { authenticate, type Principal } from '../auth.js';
import type { EmulatorContext } from '../context.js';
import { Errors } from '../errors.js';
import type { LobbyMemberRecord, LobbyMessageRecord, LobbyRecord, UserRecord } from '../records.js';
import { LOBBY_SCOPES } from '../scopes.js';
import { publicUser } from '../wire.js';

/** Idle timeout when a request does not set one. */
export const DEFAULT_LOBBY_IDLE_SECONDS = 300;

type LobbyParams = { lobby_id: string };
type MemberParams = { lobby_id: string; user_id: string };

export async function lobbyRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.emulator;
  const bot = { bot: true } as const;
  const player = { bearer: true, anyScope: LOBBY_SCOPES, userRequired: true } as const;
  const either = { ...player, bot: true } as const;

  app.post('/lobbies', { config: { bucket: 'lobbies.create' } }, async (request, reply) => {
    const principal = authenticate(ctx, request, bot);
    const input = valid(validateLobbyBody(request.body));
    const members = input.members ?? [];
    for (const member of members) requireUser(ctx, member.id);
    const lobby = newLobby(
      ctx,
      principal.application.id,
      null,
      input.metadata ?? null,
      input.idleTimeoutSeconds,
      input.flags,
    );
    for (const member of members) upsertMember(ctx, lobby, member);
    ctx.events.record('LOBBY_CREATE', lobby.applicationId, { lobby_id: lobby.id });
    return reply.code(201).send(lobbyWire(lobby));
  });

  app.put('/lobbies', { config: { bucket: 'lobbies.create' } }, async (request) => {
    const principal = authenticate(ctx, request, player);
    const input = valid(validateCreateOrJoinLobbyBody(request.body));
    const userId = principal.user?.id ?? '';
    let lobby = findBySecret(ctx, principal.application.id, input.secret);
    if (!lobby) {
      lobby = newLobby(
        ctx,
        principal.application.id,
        input.secret,
        input.lobbyMetadata ?? null,
        input.idleTimeoutSeconds,
        input.flags,
      );
      ctx.events.record('LOBBY_CREATE', lobby.applicationId, { lobby_id: lobby.id });
    } else {
      // Joining an existing lobby updates what the request supplies; an omitted field keeps its value.
      if (input.lobbyMetadata !== undefined) lobby.metadata = input.lobbyMetadata;
      if (input.idleTimeoutSeconds !== undefined) lobby.idleTimeoutSeconds = input.idleTimeoutSeconds;
      if (input.flags !== undefined) lobby.flags = input.flags;
    }
    upsertMember(ctx, lobby, { id: userId, metadata: input.memberMetadata, flags: undefined, remove: false });
    return lobbyWire(lobby);
  });

  app.get<{ Params: LobbyParams }>(
    '/lobbies/:lobby_id',
    { config: { bucket: 'lobbies.get' } },
    async (request) => {
      const principal = authenticate(ctx, request, either);
      return lobbyWire(visibleLobby(ctx, principal, request.params.lobby_id));
    },
  );

  app.patch<{ Params: LobbyParams }>(
    '/lobbies/:lobby_id',
    { config: { bucket: 'lobbies.modify' } },
    async (request) => {
      const principal = authenticate(ctx, request, bot);
      const lobby = ownLobby(ctx, principal, request.params.lobby_id);
      const input = valid(validateLobbyBody(request.body));
      for (const member of input.members ?? []) requireUser(ctx, member.id);
      if (input.metadata !== undefined) lobby.metadata = input.metadata;
      if (input.idleTimeoutSeconds !== undefined) lobby.idleTimeoutSeconds = input.idleTimeoutSeconds;
      if (input.flags !== undefined) lobby.flags = input.flags;
      if (input.members !== undefined) {
        const keep = new Set(input.members.map((member) => member.id));
        for (const member of [...lobby.members])
          if (!keep.has(member.id)) removeMember(ctx, lobby, member.id);
        for (const member of input.members) upsertMember(ctx, lobby, member);
      }
      ctx.events.record('LOBBY_UPDATE', lobby.applicationId, { lobby_id: lobby.id });
      return lobbyWire(lobby);
    },
  );

  app.delete<{ Params: LobbyParams }>(
    '/lobbies/:lobby_id',
    { config: { bucket: 'lobbies.delete' } },
    async (request, reply) => {
      const principal = authenticate(ctx, request, bot);
      const lobby = liveLobby(ctx, request.params.lobby_id);
      // Idempotent: deleting a lobby that is already gone (or never existed) also answers 204.
      if (lobby && lobby.applicationId === principal.application.id) deleteLobby(ctx, lobby);
      return reply.code(204).send();
    },
  );

  app.put<{ Params: MemberParams }>(
    '/lobbies/:lobby_id/members/:user_id',
    { config: { bucket: 'lobbies.members' } },
    async (request) => {
      const principal = authenticate(ctx, request, bot);
      const lobby = ownLobby(ctx, principal, request.params.lobby_id);
      const userId = requireUser(ctx, request.params.user_id);
      const input = valid(validateAddLobbyMemberBody(request.body));
      return memberWire(
        upsertMember(ctx, lobby, { id: userId, metadata: input.metadata, flags: input.flags, remove: false }),
      );
    },
  );

  app.delete<{ Params: LobbyParams }>(
    '/lobbies/:lobby_id/members/@me',
    { config: { bucket: 'lobbies.members' } },
    async (request, reply) => {
      const principal = authenticate(ctx, request, player);
      const lobby = liveLobby(ctx, request.params.lobby_id);
      if (!lobby || lobby.applicationId !== principal.application.id) throw Errors.unknownLobby();
      removeMember(ctx, lobby, principal.user?.id ?? '');
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: MemberParams }>(
    '/lobbies/:lobby_id/members/:user_id',
    { config: { bucket: 'lobbies.members' } },
    async (request, reply) => {
      const principal = authenticate(ctx, request, bot);
      const lobby = ownLobby(ctx, principal, request.params.lobby_id);
      removeMember(ctx, lobby, request.params.user_id);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: LobbyParams }>(
    '/lobbies/:lobby_id/members/bulk',
    { config: { bucket: 'lobbies.members' } },
    async (request) => {
      const principal = authenticate(ctx, request, bot);
      const lobby = ownLobby(ctx, principal, request.params.lobby_id);
      const items = valid(validateBulkLobbyMembersBody(request.body));
      for (const item of items) if (!item.remove) requireUser(ctx, item.id);
      const out: LobbyMember[] = [];
      for (const item of items) {
        if (item.remove) removeMember(ctx, lobby, item.id);
        else out.push(memberWire(upsertMember(ctx, lobby, item)));
      }
      return out;
    },
  );

  app.post<{ Params: LobbyParams }>(
    '/lobbies/:lobby_id/messages',
    { config: { bucket: 'lobbies.messages.create' } },
    async (request, reply) => {
      const principal = authenticate(ctx, request, player);
      const lobby = visibleLobby(ctx, principal, request.params.lobby_id);
      const input = valid(validateLobbyMessageBody(request.body));
      const author = principal.user;
      if (!author) throw Errors.unauthorized();
      const message: LobbyMessageRecord = {
        id: ctx.ids.next(),
        lobbyId: lobby.id,
        authorId: author.id,
        applicationId: lobby.applicationId,
        content: input.content,
        metadata: input.metadata ?? null,
        createdAt: ctx.clock.now(),
      };
      const list = ctx.store.messages.get(lobby.id) ?? [];
      list.push(message);
      ctx.store.messages.set(lobby.id, list);
      ctx.events.record('LOBBY_MESSAGE_CREATE', lobby.applicationId, {
        lobby_id: lobby.id,
        message_id: message.id,
      });
      return reply.code(201).send(messageWire(ctx, message));
    },
  );

  app.get<{ Params: LobbyParams; Querystring: { limit?: string } }>(
    '/lobbies/:lobby_id/messages',
    { config: { bucket: 'lobbies.messages.list' } },
    async (request, reply) => {
      const principal = authenticate(ctx, request, either);
      const lobby = visibleLobby(ctx, principal, request.params.lobby_id);
      const limit = valid(validateLobbyMessagesLimit(request.query.limit));
      const list = ctx.store.messages.get(lobby.id) ?? [];
      return reply.header('content-type', JSON_TYPE).send(messagePageJson(ctx, list, limit));
    },
  );
}

/** Throws the 50035 body built by `src/rules` when a check found issues. */
function valid<T>(checked: Checked<T>): T {
  if (checked.issues.length > 0) throw Errors.invalidFormBody(toErrorBody(checked.issues).errors);
  return checked.value;
}

function requireUser(ctx: EmulatorContext, id: string): string {
  if (!ctx.store.users.has(id)) throw Errors.unknownUser();
  return id;
}

function newLobby(
  ctx: EmulatorContext,
  applicationId: string,
  secret: string | null,
  metadata: Record<string, string> | null,
  idleTimeoutSeconds: number | undefined,
  flags: number | undefined,
): LobbyRecord {
  const now = ctx.clock.now();
  const lobby: LobbyRecord = {
    id: ctx.ids.next(),
    applicationId,
    secret,
    metadata,
    members: [],
    flags: flags ?? 0,
    idleTimeoutSeconds: idleTimeoutSeconds ?? DEFAULT_LOBBY_IDLE_SECONDS,
    emptySince: now,
    createdAt: now,
  };
  ctx.store.lobbies.set(lobby.id, lobby);
  return lobby;
}

/** The lobby if it exists and has not timed out (a timed-out lobby is deleted on the way). */
export function liveLobby(ctx: EmulatorContext, id: string): LobbyRecord | undefined {
  const lobby = ctx.store.lobbies.get(id);
  if (!lobby) return undefined;
  if (lobby.emptySince !== null && ctx.clock.now() >= lobby.emptySince + lobby.idleTimeoutSeconds * 1000) {
    deleteLobby(ctx, lobby);
    return undefined;
  }
  return lobby;
}

function findBySecret(ctx: EmulatorContext, applicationId: string, secret: string): LobbyRecord | undefined {
  for (const lobby of ctx.store.lobbies.values()) {
    if (lobby.applicationId === applicationId && lobby.secret === secret) {
      const live = liveLobby(ctx, lobby.id);
      if (live) return live;
    }
  }
  return undefined;
}

/** A lobby of the caller's application (bot). Another app's lobby is reported unknown. */
function ownLobby(ctx: EmulatorContext, principal: Principal, id: string): LobbyRecord {
  const lobby = liveLobby(ctx, id);
  if (!lobby || lobby.applicationId !== principal.application.id) throw Errors.unknownLobby();
  return lobby;
}

/** A lobby the caller may read: the app's bot, or a member (Bearer). */
function visibleLobby(ctx: EmulatorContext, principal: Principal, id: string): LobbyRecord {
  const lobby = ownLobby(ctx, principal, id);
  if (principal.kind === 'bearer' && !lobby.members.some((member) => member.id === principal.user?.id)) {
    throw Errors.missingAccess();
  }
  return lobby;
}

function upsertMember(ctx: EmulatorContext, lobby: LobbyRecord, input: LobbyMemberInput): LobbyMemberRecord {
  const existing = lobby.members.find((member) => member.id === input.id);
  if (existing) {
    if (input.metadata !== undefined) existing.metadata = input.metadata;
    if (input.flags !== undefined) existing.flags = input.flags;
    ctx.events.record('LOBBY_MEMBER_UPDATE', lobby.applicationId, { lobby_id: lobby.id, user_id: input.id });
    return existing;
  }
  const member: LobbyMemberRecord = {
    id: input.id,
    metadata: input.metadata ?? null,
    flags: input.flags ?? 0,
  };
  lobby.members.push(member);
  lobby.emptySince = null;
  ctx.events.record('LOBBY_MEMBER_ADD', lobby.applicationId, { lobby_id: lobby.id, user_id: input.id });
  return member;
}

/** Removes a member if present (idempotent); the idle timer starts when the lobby empties. */
export function removeMember(ctx: EmulatorContext, lobby: LobbyRecord, userId: string): void {
  const before = lobby.members.length;
  lobby.members = lobby.members.filter((member) => member.id !== userId);
  if (lobby.members.length === before) return;
  if (lobby.members.length === 0) lobby.emptySince = ctx.clock.now();
  ctx.events.record('LOBBY_MEMBER_REMOVE', lobby.applicationId, { lobby_id: lobby.id, user_id: userId });
}

function deleteLobby(ctx: EmulatorContext, lobby: LobbyRecord): void {
  ctx.store.lobbies.delete(lobby.id);
  ctx.store.messages.delete(lobby.id);
  ctx.events.record('LOBBY_DELETE', lobby.applicationId, { lobby_id: lobby.id });
}

function memberWire(member: LobbyMemberRecord): LobbyMember {
  return { id: member.id, metadata: member.metadata, flags: member.flags };
}

function lobbyWire(lobby: LobbyRecord): Lobby {
  return {
    id: lobby.id,
    application_id: lobby.applicationId,
    metadata: lobby.metadata,
    members: lobby.members.map(memberWire),
    flags: lobby.flags,
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Messages never change once sent, so each one's JSON is kept and reused; it is rebuilt only when the
 * author's record is replaced (re-seeded) or removed.
 */
const messageCache = new WeakMap<LobbyMessageRecord, { author: UserRecord | undefined; json: string }>();

function messageJson(ctx: EmulatorContext, message: LobbyMessageRecord): string {
  const author = ctx.store.users.get(message.authorId);
  const cached = messageCache.get(message);
  if (cached && cached.author === author) return cached.json;
  const json = JSON.stringify(messageWire(ctx, message));
  messageCache.set(message, { author, json });
  return json;
}

interface CachedPage {
  /** The list's length when built: messages are only ever appended, so a longer list is a new page. */
  length: number;
  authors: (UserRecord | undefined)[];
  json: string;
}

/** Recent pages per message list and limit (polling clients ask for the same page again and again). */
const pageCache = new WeakMap<LobbyMessageRecord[], Map<number, CachedPage>>();
const PAGES_PER_LIST = 8;

/** The newest `limit` messages, newest first, as a JSON array. */
function messagePageJson(ctx: EmulatorContext, list: LobbyMessageRecord[], limit: number): string {
  let pages = pageCache.get(list);
  const cached = pages?.get(limit);
  if (cached && cached.length === list.length) {
    let same = true;
    for (let i = 0; i < cached.authors.length && same; i++) {
      const message = list[list.length - 1 - i];
      same = message !== undefined && ctx.store.users.get(message.authorId) === cached.authors[i];
    }
    if (same) return cached.json;
  }
  const parts: string[] = [];
  const authors: (UserRecord | undefined)[] = [];
  for (let i = list.length - 1; i >= 0 && parts.length < limit; i--) {
    const message = list[i];
    if (!message) continue;
    parts.push(messageJson(ctx, message));
    authors.push(ctx.store.users.get(message.authorId));
  }
  const json = `[${parts.join(',')}]`;
  if (!pages) {
    pages = new Map();
    pageCache.set(list, pages);
  }
  if (pages.size >= PAGES_PER_LIST) pages.clear();
  pages.set(limit, { length: list.length, authors, json });
  return json;
}

function messageWire(ctx: EmulatorContext, message: LobbyMessageRecord): LobbyMessage {
  const author = ctx.store.users.get(message.authorId);
  const out: LobbyMessage = {
    id: message.id,
    type: 0,
    content: message.content,
    lobby_id: message.lobbyId,
    channel_id: message.lobbyId,
    author: publicUser(author ?? deletedUser(message.authorId)),
    flags: 0,
    application_id: message.applicationId,
    timestamp: new Date(message.createdAt).toISOString(),
    edited_timestamp: null,
  };
  if (message.metadata) out.metadata = message.metadata;
  return out;
}

/** For other modules: removes a user from every lobby (account removal). */
export function removeUserFromLobbies(ctx: EmulatorContext, userId: string): void {
  for (const lobby of ctx.store.lobbies.values()) removeMember(ctx, lobby, userId);
}

/** How the author of a message from a removed account is shown. */
function deletedUser(id: string): UserRecord {
  return {
    id,
    username: 'Deleted User',
    global_name: null,
    discriminator: '0',
    avatar: null,
    bot: false,
    email: null,
    verified: false,
    locale: 'en-US',
    mfa_enabled: false,
    flags: 0,
    public_flags: 0,
    premium_type: 0,
  };
}
