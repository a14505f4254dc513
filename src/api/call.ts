/**
 * What every REST function shares: call options, snowflake arguments and the pre-flight check that turns
 * issues into a `ValidationError` before anything is sent.
 *
 * A snowflake is parsed once, at the edge. The REST functions are an edge for their own callers (they take
 * `bigint | string` and parse it); the `Client` is the edge of its calls: it parses each id with
 * {@link snowflakeArgument} and hands the api a {@link ParsedSnowflake}, which {@link placeRouteParams} puts
 * in the route as it is. A brand (a type only, no runtime cost) was chosen over a runtime wrapper so the
 * parsed id stays the plain decimal string the rest of the SDK uses.
 */

import { type RequestInfo, ValidationError } from '../http/errors.js';
import type { RouteParams } from '../http/route.js';
import type { TransportRequest } from '../http/transport.js';
import { InvalidSnowflakeError, parseSnowflake, type Snowflake } from '../model/index.js';
import { type Issue, IssueCodes } from '../rules/issues.js';
import { type OptionKeys, optionKeys } from '../rules/optionKeys.js';

/**
 * Options every REST function accepts. A key it does not take (`{ signl }`, `{ timeoutMs }`) fails the
 * call with a TypeError naming the key and the route, before anything is sent: the transport checks each
 * call's options against its key list (`signal` alone, or the route's own).
 */
export interface CallOptions {
  /** Aborts the call (including time spent queued behind rate limits): rejects with `AbortError`. */
  signal?: AbortSignal | undefined;
}

/** The keys of {@link CallOptions}, which the transport checks a call's options against. */
export const CALL_OPTION_KEYS = optionKeys<CallOptions>({ signal: true });

/**
 * The fields of a transport request that carry a call's options: its signal, and the options with their
 * key list, which the transport checks (one check for every route, in `Transport.request`).
 * @param keys - the route's key list when it takes more than `signal` (`optionKeys<...Options>()`).
 */
export function callFields(
  options: CallOptions,
  keys: OptionKeys = CALL_OPTION_KEYS,
): Pick<TransportRequest, 'signal' | 'options' | 'optionKeys'> {
  // `?.`: a null given as options reaches the transport's check, which says what it expected.
  return { signal: (options as CallOptions | null)?.signal, options, optionKeys: keys };
}

/** A snowflake argument: a decimal string or a bigint (as the C++ library's uint64). */
export type SnowflakeArg = Snowflake | bigint;

declare const parsed: unique symbol;
/** A snowflake already validated and normalised by {@link snowflakeArgument}: placed in routes as it is. */
export type ParsedSnowflake = Snowflake & { readonly [parsed]: true };

/**
 * The one parse of a snowflake argument at the facade's edge.
 * @param value - what the caller passed (`bigint` or decimal string).
 * @param name - the argument's name, used as the error's path (`lobbyId`).
 * @returns the decimal string, branded as parsed.
 * @throws ValidationError naming the argument when it is not a snowflake of 0..2^64-1.
 */
export function snowflakeArgument(value: unknown, name: string): ParsedSnowflake {
  try {
    return parseSnowflake(value, name) as ParsedSnowflake;
  } catch (error) {
    if (!(error instanceof InvalidSnowflakeError)) throw error;
    throw ValidationError.argument(name, error.message);
  }
}

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
  return placeRouteParams(snowflakeArgs(request, present) as Record<string, ParsedSnowflake>);
}

/** Route parameters from ids parsed already (`{ lobbyId }` -> `{ 'lobby.id': lobbyId }`): no second parse. */
export function placeRouteParams(ids: Readonly<Record<string, ParsedSnowflake>>): RouteParams {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(ids)) params[PLACEHOLDERS[name] ?? name] = value;
  return params;
}
