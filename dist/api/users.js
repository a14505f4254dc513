/** Current-user routes, the OpenID Connect UserInfo route and the voice channel status route. */
import { InvalidResponseError } from '../http/errors.js';
import { isSnowflake } from '../model/index.js';
import { optionKeys } from '../rules/optionKeys.js';
import { isRecord } from '../rules/validateCore.js';
import { callFields, snowflakeArgs } from './call.js';
import { checkVoiceStatusBody } from './checks.js';
import { send, sendForList } from './send.js';
/** `GET /users/@me`: the user the Bearer token belongs to (or the bot, with a Bot token). */
export async function getCurrentUser(transport, options = {}) {
    return (await transport.request({ method: 'GET', route: '/users/@me', ...callFields(options) })).body;
}
/**
 * `GET /users/@me/connections` (scope `connections`). Newly created and, from July 2026, legacy
 * third-party game connections are no longer returned.
 */
export async function getCurrentUserConnections(transport, options = {}) {
    return sendForList(transport, { method: 'GET', route: '/users/@me/connections', options });
}
const USER_INFO_KEYS = optionKeys({ signal: true, expectedSubject: true });
/**
 * `GET /oauth2/userinfo` (Bearer token with `openid`; FACTS.md): the OpenID Connect claims of the user.
 * `email` and `email_verified` come only with the `email` scope. The response is checked once, here:
 * `sub` must be a snowflake (and the expected one, if given), each other claim of its documented type.
 *
 * @example
 * const info = await getUserInfo(transport, { expectedSubject: idToken.sub });
 */
export async function getUserInfo(transport, options = {}) {
    const request = { method: 'GET', route: '/oauth2/userinfo' };
    const expected = options.expectedSubject === undefined
        ? undefined
        : snowflakeArgs(request, { expectedSubject: options.expectedSubject }).expectedSubject;
    const response = await transport.request({ ...request, ...callFields(options, USER_INFO_KEYS) });
    const problem = userInfoProblem(response.body, expected);
    if (problem !== undefined)
        throw invalidUserInfo(request, response.status, problem, response.body);
    return response.body;
}
/** Claims other than `sub`, and the types the UserInfo response may give them. */
const CLAIM_TYPES = {
    preferred_username: ['string'],
    nickname: ['string', 'null'],
    picture: ['string'],
    locale: ['string'],
    email: ['string', 'null'],
    email_verified: ['boolean'],
};
/** What is wrong with a UserInfo body, or undefined; never quotes an e-mail address or a name. */
function userInfoProblem(body, expectedSubject) {
    if (!isRecord(body))
        return 'is not a JSON object';
    const claims = body;
    if (typeof claims.sub !== 'string' || !isSnowflake(claims.sub))
        return 'has no snowflake `sub`';
    if (expectedSubject !== undefined && claims.sub !== expectedSubject)
        return `is about user ${claims.sub}, not the ID token's subject ${expectedSubject}`;
    for (const [claim, types] of Object.entries(CLAIM_TYPES)) {
        const value = claims[claim];
        if (value === undefined)
            continue;
        const type = value === null ? 'null' : typeof value;
        if (!types.includes(type))
            return `has \`${claim}\` of type ${type}, expected ${types.join(' or ')}`;
    }
    return undefined;
}
function invalidUserInfo(request, status, problem, body) {
    // The body names a person (e-mail, names): only its claim names are kept for the error.
    const keys = typeof body === 'object' && body !== null ? Object.keys(body).join(', ') : typeof body;
    return new InvalidResponseError(request, status, problem, `[claims: ${keys}]`);
}
/**
 * `PUT /channels/{channel}/voice-status`: sets a voice channel's status (at most 500 characters), or
 * clears it with `null`. Needs SET_VOICE_CHANNEL_STATUS (and MANAGE_CHANNELS when the bot is not
 * connected to the channel).
 */
export async function setVoiceChannelStatus(transport, channelId, status, options = {}) {
    const route = '/channels/{channel.id}/voice-status';
    const body = { status };
    await send(transport, {
        method: 'PUT',
        route,
        ids: { channelId },
        body,
        check: () => checkVoiceStatusBody(body),
        options,
    });
}
