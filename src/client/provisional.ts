/**
 * The client's provisional-account domain (docs/provisional-and-device.md): `GetProvisionalToken` (a player without
 * a service account, known by the game's own identity), `UpdateProvisionalAccountDisplayName`,
 * `GetTokenFromProvisionalMerge` (sign-in that merges the provisional account into the real one),
 * `UnmergeIntoProvisionalAccount` and `ProvisionalUserMergeCompleted`. Tokens go through the sign-in
 * domain's grant, so their expiry is watched and their ID token verified like any other.
 */
import {
  type ExternalCredential,
  getProvisionalToken,
  unmergeProvisionalAccount,
  updateProvisionalDisplayName,
} from '../api/provisional.js';
import { ServiceError } from '../http/errors.js';
import { LoggingSeverity } from '../model/logging.js';
import { type AuthenticationExternalAuthType, ProvisionalErrorCode } from '../model/provisional.js';
import type { ClientContext } from './context.js';
import type { SignIn, StatusCallback, TokenExchangeCallback } from './signIn.js';

const NO_VALUES = (): [] => [];

/**
 * Attempts of a provisional token request while the service answers 530006 (it could not generate a
 * username: the service's guide says to retry). Bounded: a service that keeps failing ends the call.
 */
const USERNAME_ATTEMPTS = 3;

/** The provisional-account domain of one client. */
export class Provisional {
  readonly #ctx: ClientContext;
  readonly #signIn: SignIn;
  #lastMergeCompleted: boolean | undefined;

  /**
   * @param ctx - the client's context.
   * @param signIn - runs the token grants (expiry, ID-token claims).
   */
  constructor(ctx: ClientContext, signIn: SignIn) {
    this.#ctx = ctx;
    this.#signIn = signIn;
  }

  /** `GetProvisionalToken`: the account of the credential (made on first use), its one-hour token. */
  getToken(
    applicationId: bigint | string,
    externalAuthType: AuthenticationExternalAuthType,
    externalAuthToken: string,
    callback: TokenExchangeCallback | undefined,
  ): Promise<unknown> {
    const credential: ExternalCredential = { clientId: applicationId, externalAuthType, externalAuthToken };
    return this.#signIn.runGrant(
      'GetProvisionalToken',
      async () => {
        for (let attempt = 1; ; attempt++) {
          try {
            const response = await getProvisionalToken(
              this.#ctx.transport,
              credential,
              this.#ctx.requestOptions(),
            );
            return await this.#ctx.session.acceptTokens(response, applicationId);
          } catch (error) {
            const retry =
              error instanceof ServiceError &&
              error.serviceCode === ProvisionalErrorCode.USERNAME_GENERATION_FAILED &&
              attempt < USERNAME_ATTEMPTS;
            if (!retry) throw error;
          }
        }
      },
      callback,
    );
  }

  /** `GetTokenFromProvisionalMerge`: the code exchange with the merge's credential. */
  getTokenMerging(
    applicationId: bigint | string,
    code: string,
    codeVerifier: string,
    redirectUri: string,
    externalAuthType: AuthenticationExternalAuthType,
    externalAuthToken: string,
    callback: TokenExchangeCallback | undefined,
  ): Promise<unknown> {
    const merge = { externalAuthType, externalAuthToken };
    return this.#signIn.runGrant(
      'GetTokenFromProvisionalMerge',
      () => this.#ctx.session.getToken(applicationId, code, codeVerifier, redirectUri, merge),
      callback,
    );
  }

  /** `UnmergeIntoProvisionalAccount`. */
  unmerge(
    applicationId: bigint | string,
    externalAuthType: AuthenticationExternalAuthType,
    externalAuthToken: string,
    callback: StatusCallback | undefined,
  ): Promise<void> {
    const credential: ExternalCredential = { clientId: applicationId, externalAuthType, externalAuthToken };
    const work = async () => {
      await unmergeProvisionalAccount(this.#ctx.transport, credential, this.#ctx.requestOptions());
      this.#ctx.log(
        'provisional: UnmergeIntoProvisionalAccount succeeded: the identity left the account; GetProvisionalToken makes a new provisional user',
        LoggingSeverity.Info,
      );
    };
    return this.#ctx.settle(work, callback, NO_VALUES, []) as Promise<void>;
  }

  /** `UpdateProvisionalAccountDisplayName`: with the current (provisional) token; USER_UPDATE follows. */
  updateDisplayName(name: string, callback: StatusCallback | undefined): Promise<void> {
    const work = async () => {
      await updateProvisionalDisplayName(this.#ctx.transport, name, this.#ctx.requestOptions());
      this.#ctx.log('provisional: display name updated', LoggingSeverity.Info);
    };
    return this.#ctx.settle(work, callback, NO_VALUES, []) as Promise<void>;
  }

  /**
   * `ProvisionalUserMergeCompleted`: the game says a merge it was asked for finished. No call of this
   * port asks for one (the library does from overlay features a Node process lacks), so it is noted.
   */
  mergeCompleted(success: boolean): void {
    this.#lastMergeCompleted = success === true;
    this.#ctx.log?.(`provisional user merge completed: ${this.#lastMergeCompleted ? 'success' : 'failure'}`);
  }

  /** What the last `ProvisionalUserMergeCompleted` said, or undefined. */
  get lastMergeCompleted(): boolean | undefined {
    return this.#lastMergeCompleted;
  }
}
