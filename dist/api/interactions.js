/**
 * The interaction answer routes (FACTS.md "Interactions over HTTP"; OpenAPI `create_interaction_response`
 * and the webhook message routes): the first answer through the callback, then follow-ups and edits of
 * the original answer, which an app uses after a deferred answer. The interaction token in the path is
 * the only credential: no Authorization header is sent, and the token is scrubbed from every error.
 */
import { SdkError, ValidationError } from '../http/errors.js';
import { REDACTED } from '../http/redact.js';
import { validateInteractionMessage, validateInteractionResponse } from '../rules/interactionResponse.js';
import { optionKeys } from '../rules/optionKeys.js';
import { SDK_BODY_CHECKS } from './bodyCheckOptions.js';
import { callFields, ensureValid, routeParams } from './call.js';
const CALLBACK = '/interactions/{interaction.id}/{interaction.token}/callback';
const WEBHOOK = '/webhooks/{webhook.id}/{webhook.token}';
const ORIGINAL = `${WEBHOOK}/messages/@original`;
const MESSAGE = `${WEBHOOK}/messages/{message.id}`;
/** An interaction token: visible ASCII. Its value is never quoted. */
const TOKEN = /^[\x21-\x7e]{1,1000}$/;
const CALLBACK_KEYS = optionKeys({ signal: true, withResponse: true });
function checkToken(token, name) {
    if (typeof token !== 'string' || !TOKEN.test(token))
        throw ValidationError.argument(name, `${name}: expected the interaction token (1-1000 visible ASCII characters)`);
    return token;
}
/**
 * Sends one request with the token in the path; a failure's `cause` (a fetch error quotes the URL) is
 * scrubbed of the token too.
 */
async function call(transport, init, options, keys) {
    try {
        const response = await transport.request({
            method: init.method,
            route: init.route,
            params: init.params,
            json: init.json,
            query: init.query,
            auth: 'none',
            secrets: [init.token],
            ...callFields(options, keys),
        });
        return response.body;
    }
    catch (error) {
        if (error instanceof SdkError)
            scrubCause(error, init.token);
        throw error;
    }
}
function scrubCause(error, token) {
    const cause = error.cause;
    if (!(cause instanceof Error) || !`${cause.message}${cause.stack ?? ''}`.includes(token))
        return;
    const clean = new Error(cause.message.split(token).join(REDACTED));
    clean.name = cause.name;
    Object.defineProperty(error, 'cause', { value: clean, configurable: true, writable: true });
}
function webhook(transport, init, options) {
    const request = { method: init.method, route: init.route };
    const token = checkToken(init.token, 'token');
    if (init.body !== undefined)
        ensureValid(request, 'body', validateInteractionMessage(init.body.data, { ...SDK_BODY_CHECKS, mode: init.body.mode }));
    const ids = routeParams(request, { applicationId: init.applicationId, messageId: init.messageId });
    const params = {
        'webhook.id': ids['application.id'] ?? '',
        'webhook.token': token,
    };
    if (ids['message.id'] !== undefined)
        params['message.id'] = ids['message.id'];
    return call(transport, { method: init.method, route: init.route, params, token, json: init.body?.data, query: init.query }, options);
}
/**
 * `POST /interactions/{id}/{token}/callback`: the first answer, checked with `src/rules` first. The
 * service answers 10062 after 3 seconds (or for an unknown token) and 40060 for a second answer.
 *
 * @example
 * await createInteractionResponse(transport, interaction.id, interaction.token, { type: 4, data: { content: 'hi' } });
 */
export async function createInteractionResponse(transport, interactionId, token, body, options = {}) {
    const request = { method: 'POST', route: CALLBACK };
    const checked = checkToken(token, 'token');
    ensureValid(request, 'body', validateInteractionResponse(body, SDK_BODY_CHECKS));
    const { 'interaction.id': id = '' } = routeParams(request, { interactionId });
    return call(transport, {
        method: 'POST',
        route: CALLBACK,
        params: { 'interaction.id': id, 'interaction.token': checked },
        token: checked,
        json: body,
        query: options.withResponse === undefined ? undefined : { with_response: options.withResponse },
    }, options, CALLBACK_KEYS);
}
/**
 * `POST /webhooks/{app}/{token}`: a follow-up message (up to 15 minutes after the interaction).
 *
 * @example
 * const message = await createFollowupMessage(transport, appId, token, { content: 'done' });
 */
export function createFollowupMessage(transport, applicationId, token, body, options = {}) {
    const init = { applicationId, token, body: { data: body, mode: 'create' }, query: { wait: true } };
    return webhook(transport, { method: 'POST', route: WEBHOOK, ...init }, options);
}
/** `GET /webhooks/{app}/{token}/messages/@original`: the original answer's message. */
export function getOriginalInteractionResponse(transport, applicationId, token, options = {}) {
    return webhook(transport, { method: 'GET', route: ORIGINAL, applicationId, token }, options);
}
/**
 * `PATCH /webhooks/{app}/{token}/messages/@original`: edits the original answer; after a deferred
 * answer (5) this is how the final message arrives.
 *
 * @example
 * await editOriginalInteractionResponse(transport, appId, token, { content: 'finished' });
 */
export function editOriginalInteractionResponse(transport, applicationId, token, body, options = {}) {
    const edit = { data: body, mode: 'edit' };
    return webhook(transport, { method: 'PATCH', route: ORIGINAL, applicationId, token, body: edit }, options);
}
/** `DELETE /webhooks/{app}/{token}/messages/@original`. */
export async function deleteOriginalInteractionResponse(transport, applicationId, token, options = {}) {
    await webhook(transport, { method: 'DELETE', route: ORIGINAL, applicationId, token }, options);
}
/** `PATCH /webhooks/{app}/{token}/messages/{message}`: edits a follow-up. */
export function editFollowupMessage(transport, applicationId, token, messageId, body, options = {}) {
    const edit = { data: body, mode: 'edit' };
    return webhook(transport, { method: 'PATCH', route: MESSAGE, applicationId, token, messageId, body: edit }, options);
}
/** `DELETE /webhooks/{app}/{token}/messages/{message}`: deletes a follow-up. */
export async function deleteFollowupMessage(transport, applicationId, token, messageId, options = {}) {
    await webhook(transport, { method: 'DELETE', route: MESSAGE, applicationId, token, messageId }, options);
}
