/**
 * Who may open a gateway session and what it may see. A Bearer access token of a user, live (not
 * expired, revoked, or of a revoked grant: the same check as every route's), with one of the social
 * layer's scopes: `sdk.social_layer` or the scopes it stands for; or an application's bot token. Lobby events need a lobby scope (the
 * one the lobby routes ask for), direct messages a DM scope.
 */
import type { EmulatorContext } from '../context.js';
import { DIRECT_MESSAGE_SCOPES } from '../directMessages/access.js';
import { LOBBY_SCOPES } from '../oauth/scopes.js';
import type { ApplicationRecord, UserRecord } from '../records.js';
import { RELATIONSHIP_READ_SCOPES } from '../relationships/access.js';

/** Scopes any one of which lets a token connect. */
export const GATEWAY_SCOPES: readonly string[] = [
  'sdk.social_layer',
  'sdk.social_layer_presence',
  'lobbies.write',
  'dm_channels.read',
  'relationships.read',
];

/** An authenticated gateway caller. */
export interface GatewayCaller {
  readonly user: UserRecord;
  readonly application: ApplicationRecord;
  /** The session may see lobbies (READY's list and LOBBY_* events). */
  readonly lobbies: boolean;
  /** The session may see direct messages (MESSAGE_* events). */
  readonly directMessages: boolean;
  /** The session may see relationships, presence and user updates (READY's lists, their events). */
  readonly relationships: boolean;
  /** An application's bot (a bot token), not a user's access token. */
  readonly bot?: boolean | undefined;
}

function botCaller(ctx: EmulatorContext, raw: string): GatewayCaller | undefined {
  const application = ctx.callers.botApplication(raw);
  const user = application && ctx.store.users.get(application.botUserId);
  if (application === undefined || user === undefined) return undefined;
  return { user, application, lobbies: false, directMessages: false, relationships: false, bot: true };
}

/**
 * The caller a raw token stands for, or undefined when it may not connect: a user's access token, or
 * an application's bot token (bare, as the libraries send it; `bot` is then true and the session sees
 * only what its intents ask for, never the social layer's lobbies, DMs or relationships).
 */
export function gatewayCaller(ctx: EmulatorContext, raw: string): GatewayCaller | undefined {
  const token = ctx.callers.accessToken(raw);
  if (token === undefined) return botCaller(ctx, raw);
  if (token.userId === null) return undefined;
  const user = ctx.store.users.get(token.userId);
  const application = ctx.store.applications.get(token.applicationId);
  if (user === undefined || user.bot || application === undefined) return undefined;
  const scopes = new Set(token.scopes);
  if (!GATEWAY_SCOPES.some((scope) => scopes.has(scope))) return undefined;
  return {
    user,
    application,
    lobbies: LOBBY_SCOPES.some((scope) => scopes.has(scope)),
    directMessages: DIRECT_MESSAGE_SCOPES.some((scope) => scopes.has(scope)),
    relationships: RELATIONSHIP_READ_SCOPES.some((scope) => scopes.has(scope)),
  };
}
