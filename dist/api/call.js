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
import { ValidationError } from '../http/errors.js';
import { InvalidSnowflakeError, parseSnowflake } from '../model/index.js';
import { IssueCodes } from '../rules/issues.js';
import { optionKeys } from '../rules/optionKeys.js';
/** The keys of {@link CallOptions}, which the transport checks a call's options against. */
export const CALL_OPTION_KEYS = optionKeys({ signal: true });
/**
 * The fields of a transport request that carry a call's options: its signal, and the options with their
 * key list, which the transport checks (one check for every route, in `Transport.request`).
 * @param keys - the route's key list when it takes more than `signal` (`optionKeys<...Options>()`).
 */
export function callFields(options, keys = CALL_OPTION_KEYS) {
    // `?.`: a null given as options reaches the transport's check, which says what it expected.
    return { signal: options?.signal, options, optionKeys: keys };
}
/**
 * The one parse of a snowflake argument at the facade's edge.
 * @param value - what the caller passed (`bigint` or decimal string).
 * @param name - the argument's name, used as the error's path (`lobbyId`).
 * @returns the decimal string, branded as parsed.
 * @throws ValidationError naming the argument when it is not a snowflake of 0..2^64-1.
 */
export function snowflakeArgument(value, name) {
    try {
        return parseSnowflake(value, name);
    }
    catch (error) {
        if (!(error instanceof InvalidSnowflakeError))
            throw error;
        throw ValidationError.argument(name, error.message);
    }
}
/** Throws a `ValidationError` naming `what` when `issues` is not empty. */
export function ensureValid(request, what, issues) {
    if (issues.length > 0)
        throw new ValidationError(request, what, issues);
}
/**
 * Normalises snowflake arguments (`{ lobbyId: 5n }` -> `{ lobbyId: '5' }`); every invalid one is reported
 * in one `ValidationError`, with the argument's name as the path.
 */
export function snowflakeArgs(request, args) {
    const out = {};
    const issues = [];
    for (const name of Object.keys(args)) {
        try {
            out[name] = parseSnowflake(args[name], name);
        }
        catch (error) {
            if (!(error instanceof InvalidSnowflakeError))
                throw error;
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
const PLACEHOLDERS = {
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
export function routeParams(request, args) {
    const present = {};
    for (const [name, value] of Object.entries(args))
        if (value !== undefined)
            present[name] = value;
    return placeRouteParams(snowflakeArgs(request, present));
}
/** Route parameters from ids parsed already (`{ lobbyId }` -> `{ 'lobby.id': lobbyId }`): no second parse. */
export function placeRouteParams(ids) {
    const params = {};
    for (const [name, value] of Object.entries(ids))
        params[PLACEHOLDERS[name] ?? name] = value;
    return params;
}
