/**
 * What every REST function shares: call options, snowflake arguments and the pre-flight check that turns
 * issues into a `ValidationError` before anything is sent.
 */

import { type RequestInfo, ValidationError } from '../http/errors.js';
import type { RouteParams } from '../http/route.js';
import { InvalidSnowflakeError, parseSnowflake, type Snowflake } from '../model/index.js';
import { type Issue, IssueCodes } from '../rules/issues.js';

/** Options every REST function accepts. */
export interface CallOptions {
  /** Aborts the call (including time spent queued behind rate limits): rejects with `AbortError`. */
  signal?: AbortSignal | undefined;
}

/** A snowflake argument: a decimal string or a bigint (as the C++ library's uint64). */
export type SnowflakeArg = Snowflake | bigint;

/** Throws a `ValidationError` naming `what` when `issues` is not empty. */
export function ensureValid(request: RequestInfo, what: string, issues: readonly Issue[]): void {
  if (issues.length > 0) throw new ValidationError(request, what, issues);
}

/**
 * Normalises snowflake arguments (`{ lobbyId: 5n }` -> `{ lobbyId: '5' }`); every invalid one is reported
 * in one `ValidationError`, with the argument's name as the path.
 */
export function snowflakeArgs<K extends string>(
  request: RequestInfo,
  args: Readonly<Record<K, unknown>>,
): Record<K, Snowflake> {
  const out = {} as Record<K, Snowflake>;
  const issues: Issue[] = [];
  for (const name of Object.keys(args) as K[]) {
    try {
      out[name] = parseSnowflake(args[name], name);
    } catch (error) {
      if (!(error instanceof InvalidSnowflakeError)) throw error;
      // The model's message starts with the name we already put in the path.
      const message = error.message.startsWith(`${name}: `)
        ? error.message.slice(name.length + 2)
        : error.message;
      issues.push({ path: [name], code: IssueCodes.SNOWFLAKE_TYPE_INVALID, message });
    }
  }
  ensureValid(request, 'arguments', issues);
  return out;
}

/** Route placeholder of each snowflake argument name. */
const PLACEHOLDERS: Readonly<Record<string, string>> = {
  applicationId: 'application.id',
  guildId: 'guild.id',
  commandId: 'command.id',
  lobbyId: 'lobby.id',
  userId: 'user.id',
  channelId: 'channel.id',
  interactionId: 'interaction.id',
  messageId: 'message.id',
};

/**
 * Route parameters from snowflake arguments (`{ lobbyId: 5n }` -> `{ 'lobby.id': '5' }`), validated and
 * normalised; `undefined` arguments are left out.
 */
export function routeParams(
  request: RequestInfo,
  args: Readonly<Record<string, SnowflakeArg | undefined>>,
): RouteParams {
  const present: Record<string, SnowflakeArg> = {};
  for (const [name, value] of Object.entries(args)) if (value !== undefined) present[name] = value;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(snowflakeArgs(request, present)))
    params[PLACEHOLDERS[name] ?? name] = value;
  return params;
}
