/**
 * The client's user domain: `GetCurrentUser` (the user READY described) and `GetUser` (any user the client
 * has seen: itself, lobby members, message authors). Both read the cache and need the connection.
 */
import { snowflakeArgument } from '../api/call.js';
import type { ClientContext } from './context.js';
import { type UserHandle, userHandle } from './handles.js';

/** The user domain of one client. */
export class Users {
  readonly #ctx: ClientContext;

  /** @param ctx - the client's context. */
  constructor(ctx: ClientContext) {
    this.#ctx = ctx;
  }

  /** `GetCurrentUser`; throws ClientResultError (ClientNotReady) before Ready. */
  current(): UserHandle {
    const user = this.#ctx.realtime.requireReady('GetCurrentUser');
    return userHandle(this.#ctx.cache, user.id) as UserHandle;
  }

  /** `GetUser`; throws ClientResultError (ClientNotReady) before Ready, ValidationError for a bad id. */
  user(userId: bigint | string): UserHandle | null {
    this.#ctx.realtime.requireReady('GetUser');
    return userHandle(this.#ctx.cache, snowflakeArgument(userId, 'userId'));
  }
}
