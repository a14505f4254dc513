import { isSnowflake } from '../../model/snowflake.js';
import { IssueCodes, toErrorBody } from '../../rules/index.js';
import { displayNameIssues, externalCredentialIssues } from '../../rules/provisional.js';
import { isRecord } from '../../rules/validateCore.js';
import { Errors } from '../errors.js';
import { botCallerOf, userCallerOf } from '../routeAuth.js';
import { safeEqual } from '../secrets.js';
import { currentUser } from '../wire.js';
import { ProvisionalErrors } from './errors.js';
function bodyOf(value) {
    return isRecord(value) ? value : {};
}
function ensure(issues) {
    if (issues.length > 0)
        throw Errors.invalidFormBody(toErrorBody(issues).errors);
}
/** The client of a credential body: its application, its secret checked (530007) when given or needed. */
function clientOf(app, body) {
    const issues = externalCredentialIssues(body.external_auth_type, body.external_auth_token, { type: 'external_auth_type', token: 'external_auth_token' }, true);
    if (typeof body.client_id !== 'string' || !isSnowflake(body.client_id))
        issues.unshift({
            path: ['client_id'],
            code: IssueCodes.SNOWFLAKE_TYPE_INVALID,
            message: 'Value "client_id" is not snowflake.',
        });
    const secret = body.client_secret;
    if (secret !== undefined && secret !== null && (typeof secret !== 'string' || secret.length > 1024))
        issues.push({
            path: ['client_secret'],
            code: IssueCodes.BASE_TYPE_MAX_LENGTH,
            message: 'Must be 1024 or fewer in length.',
        });
    ensure(issues);
    const application = app.emulator.store.applications.get(body.client_id);
    if (!application)
        throw Errors.unknownApplication();
    if (typeof secret === 'string') {
        if (!safeEqual(secret, application.clientSecret))
            throw ProvisionalErrors.invalidClientSecret();
    }
    else if (!application.publicClient)
        throw ProvisionalErrors.invalidClientSecret();
    return {
        app: application,
        type: body.external_auth_type,
        token: body.external_auth_token,
    };
}
/** The external user id of a bot body (1..1024 characters). */
function externalUserId(body) {
    const id = body.external_user_id;
    if (typeof id !== 'string' || id.length === 0 || id.length > 1024)
        ensure([
            {
                path: ['external_user_id'],
                code: IssueCodes.BASE_TYPE_BAD_LENGTH,
                message: 'Must be between 1 and 1024 in length.',
            },
        ]);
    return id;
}
/** The bot routes (OpenAPI `bot_partner_sdk_*`: BotToken). */
const bot = { tokens: ['bot'] };
/** The credential routes (OpenAPI `partner_sdk_*`: no token; the body's client credentials are checked). */
const bodyCredentials = { noToken: 'the client_id (and client_secret) in the body' };
/** Renaming: the provisional user's own token, with a social-layer scope (theirs carry `sdk.social_layer`). */
const provisionalUser = {
    tokens: ['user'],
    scopes: ['sdk.social_layer', 'sdk.social_layer_presence'],
};
export function provisionalRoutes(accounts) {
    return async (app) => {
        app.post('/partner-sdk/token', { config: { bucket: 'partner-sdk.token', auth: bodyCredentials } }, async (request) => {
            const client = clientOf(app, bodyOf(request.body));
            return accounts.token(client.app, client.type, client.token);
        });
        app.post('/partner-sdk/token/bot', { config: { bucket: 'partner-sdk.token.bot', auth: bot } }, async (request) => {
            const application = botCallerOf(request).application;
            const body = bodyOf(request.body);
            const id = externalUserId(body);
            const name = body.preferred_global_name;
            if (name !== undefined && name !== null)
                ensure(displayNameIssues(name, 'preferred_global_name'));
            const claimed = body.provisional_user_id;
            if (claimed !== undefined &&
                claimed !== null &&
                (typeof claimed !== 'string' || !isSnowflake(claimed)))
                ensure([
                    {
                        path: ['provisional_user_id'],
                        code: IssueCodes.SNOWFLAKE_TYPE_INVALID,
                        message: 'Value "provisional_user_id" is not snowflake.',
                    },
                ]);
            const provisionalUserId = typeof claimed === 'string' ? claimed : null;
            return accounts.botToken(application, id, typeof name === 'string' ? name : null, provisionalUserId);
        });
        app.post('/partner-sdk/provisional-accounts/unmerge', { config: { auth: bodyCredentials } }, async (request, reply) => {
            const client = clientOf(app, bodyOf(request.body));
            await accounts.unmerge(client.app, client.type, client.token);
            return reply.code(204).send();
        });
        app.post('/partner-sdk/provisional-accounts/unmerge/bot', { config: { auth: bot } }, async (request, reply) => {
            const application = botCallerOf(request).application;
            accounts.unmergeBot(application, externalUserId(bodyOf(request.body)));
            return reply.code(204).send();
        });
        app.patch('/partner-sdk/provisional-accounts/@me', { config: { auth: provisionalUser } }, async (request) => {
            const user = userCallerOf(request).user;
            if (user.provisional !== true)
                throw Errors.missingAccess();
            const name = bodyOf(request.body).global_name;
            ensure(displayNameIssues(name, 'global_name'));
            return currentUser(accounts.rename(user, name.trim()), false, false);
        });
    };
}
