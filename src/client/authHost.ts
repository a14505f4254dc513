/**
 * The Auth group's calls about the host rather than the grants (docs/provisional-and-device.md): `FetchCurrentUser`
 * (check a token by fetching its user, without adopting it or connecting), `ExchangeChildToken` (a parent
 * application's user token for a child application's, docs/child-applications.md), the authorize-request callback
 * the Discord app would call to offer "link your account" in the game, and the game window's process id.
 * In a Node process there is no Discord overlay and no desktop app talking to the game: the callback is
 * kept and run by {@link AuthHost.requestAuthorize} (an Electron shell may wire a menu item to it), and
 * the pid is kept for code that hands it to an overlay or a launcher.
 */
import { snowflakeArgument } from '../api/call.js';
import { exchangeChildToken } from '../api/childToken.js';
import { getUserOfToken } from '../api/provisional.js';
import { ValidationError } from '../http/errors.js';
import { AuthorizationTokenType } from '../model/enums.js';
import { LoggingSeverity } from '../model/logging.js';
import type { ClientContext } from './context.js';
import { slotCallback } from './events.js';
import type { ResultCallback } from './results.js';
import { requireBearer } from './tokenValues.js';

/** Callback of `FetchCurrentUser`: the token's user id and name. */
export type FetchCurrentUserCallback = ResultCallback<[id: string, name: string]>;

/** What `FetchCurrentUser` resolves to. */
export interface FetchedUser {
  readonly id: string;
  /** The display name: the global name, else the username. */
  readonly name: string;
}

/** Callback of `ExchangeChildToken`: the child application's token (no refresh token: exchange again). */
export type ExchangeChildTokenCallback = ResultCallback<
  [accessToken: string, tokenType: AuthorizationTokenType, expiresIn: number, scopes: string]
>;

/** What `ExchangeChildToken` resolves to. */
export interface ChildToken {
  readonly accessToken: string;
  readonly tokenType: AuthorizationTokenType;
  /** Seconds; never past the parent token's own expiry. */
  readonly expiresIn: number;
  /** Space-separated scopes (the parent token's). */
  readonly scopes: string;
}

export class AuthHost {
  readonly #ctx: ClientContext;
  #authorizeRequest: (() => void) | undefined;
  #gameWindowPid: number | undefined;

  /** @param ctx - the client's context. */
  constructor(ctx: ClientContext) {
    this.#ctx = ctx;
  }

  /** `FetchCurrentUser`: Bearer tokens only. */
  fetchCurrentUser(
    tokenType: AuthorizationTokenType,
    token: string,
    callback: FetchCurrentUserCallback | undefined,
  ): Promise<unknown> {
    const work = async (): Promise<FetchedUser> => {
      requireBearer(tokenType);
      const user = await getUserOfToken(this.#ctx.transport, token, this.#ctx.requestOptions());
      snowflakeArgument(user.id, 'id');
      return { id: user.id, name: user.global_name ?? user.username };
    };
    return this.#ctx.settle(work, callback, (u): [string, string] => [u.id, u.name], ['', '']);
  }

  /** `ExchangeChildToken`: needs no connection; the new token is handed back, not adopted. */
  exchangeChildToken(
    parentApplicationToken: string,
    childApplicationId: bigint | string,
    callback: ExchangeChildTokenCallback | undefined,
  ): Promise<unknown> {
    const work = async (): Promise<ChildToken> => {
      const childId = snowflakeArgument(childApplicationId, 'childApplicationId');
      this.#ctx.log(`auth: exchanging a parent token for child application ${childId}`, LoggingSeverity.Info);
      const answer = await exchangeChildToken(
        this.#ctx.transport,
        { parentApplicationToken, childApplicationId: childId },
        this.#ctx.requestOptions(),
      );
      this.#ctx.log(
        `auth: child application ${childId} token received (expires in ${answer.expires_in} s)`,
        LoggingSeverity.Info,
      );
      return {
        accessToken: answer.access_token,
        tokenType: AuthorizationTokenType.Bearer,
        expiresIn: answer.expires_in,
        scopes: answer.scope,
      };
    };
    return this.#ctx.settle(
      work,
      callback,
      (t): [string, AuthorizationTokenType, number, string] => [
        t.accessToken,
        t.tokenType,
        t.expiresIn,
        t.scopes,
      ],
      ['', AuthorizationTokenType.User, 0, ''],
    );
  }

  /** `RegisterAuthorizeRequestCallback` (undefined clears it). */
  setAuthorizeRequestCallback(callback: (() => void) | undefined): void {
    this.#authorizeRequest = slotCallback(callback);
  }

  /** The host asks the game to start a sign-in (what the Discord app's "link" entry would do). */
  requestAuthorize(): boolean {
    const callback = this.#authorizeRequest;
    if (callback === undefined) return false;
    this.#ctx.events.run(callback);
    return true;
  }

  /** `SetGameWindowPid`: a positive 32-bit process id. */
  setGameWindowPid(pid: number): void {
    if (!Number.isInteger(pid) || pid <= 0 || pid > 2 ** 31 - 1)
      throw ValidationError.argument(
        'pid',
        `pid: expected a positive 32-bit integer, received ${String(pid)}`,
      );
    this.#gameWindowPid = pid;
  }

  /** The pid last set, or undefined. */
  get gameWindowPid(): number | undefined {
    return this.#gameWindowPid;
  }
}
