/**
 * `createInteractionHandler`: a Node `(req, res)` handler for an app's interactions URL, usable with
 * `node:http`, Express and fastify. It reads the raw body (bounded in size and time), verifies the
 * signature (401 when it does not hold), answers PING, routes commands and autocomplete by command path,
 * and keeps the service's rule that the first answer comes within 3 seconds: a command handler still
 * working after `deferAfterMs` gets a deferred answer (5) sent for it, and its final message then goes
 * out as an edit of the original answer through the SDK's REST routes.
 */
import { ValidationError } from '../http/errors.js';
import { Transport } from '../http/transport.js';
import { ApplicationCommandType, InteractionCallbackType as C, InteractionType, Limits, } from '../model/index.js';
import { validateInteractionResponse } from '../rules/interactionResponse.js';
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
import { focusedOption, readOptions } from './options.js';
import { parseInteraction } from './parse.js';
import { RawBodyError, readRawBody } from './rawBody.js';
import { DEFAULT_MAX_REMEMBERED_IDS, ReplayGuard } from './replayGuard.js';
import { InteractionReplies } from './replies.js';
import { autocompleteResponse, deferredMessageResponse, pongResponse } from './responses.js';
import { DEFAULT_MAX_SKEW_SECONDS, interactionPublicKey, interactionSignatureProblem } from './verify.js';
const DEFAULT_DEFER_AFTER_MS = 2000;
const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
const DEFAULT_BODY_TIMEOUT_MS = 10_000;
/**
 * Makes the handler.
 *
 * @example
 * const handler = createInteractionHandler({
 *   publicKey: app.verifyKey,
 *   transport: new Transport({ baseUrl: emulator.url }),
 *   commands: { ping: () => messageResponse('pong') },
 * });
 * http.createServer(handler).listen(0, '127.0.0.1');
 */
export function createInteractionHandler(options) {
    const settings = checkOptions(options);
    const pending = new Set();
    const handler = (req, res, rawBodyOrNext) => {
        const work = handle(settings, req, res, typeof rawBodyOrNext === 'function' ? undefined : rawBodyOrNext).catch((error) => settings.onError(asError(error), undefined));
        pending.add(work);
        void work.finally(() => pending.delete(work));
    };
    return Object.assign(handler, {
        drain: async () => {
            while (pending.size > 0)
                await Promise.allSettled([...pending]);
        },
    });
}
const HANDLER_KEYS = optionKeys({
    publicKey: true,
    commands: true,
    autocomplete: true,
    onError: true,
    transport: true,
    deferAfterMs: true,
    maxBodyBytes: true,
    bodyTimeoutMs: true,
    maxSkewSeconds: true,
    now: true,
    maxRememberedIds: true,
});
function checkOptions(options) {
    if (typeof options !== 'object' || options === null)
        throw ValidationError.argument('options', 'options: expected an object');
    checkOptionKeys(options, HANDLER_KEYS, 'createInteractionHandler: options');
    const deferAfterMs = options.deferAfterMs ?? DEFAULT_DEFER_AFTER_MS;
    if (!Number.isInteger(deferAfterMs) ||
        deferAfterMs < 1 ||
        deferAfterMs >= Limits.INTERACTION_RESPONSE_DEADLINE_MS)
        throw ValidationError.argument('deferAfterMs', `deferAfterMs: expected an integer from 1 to ${Limits.INTERACTION_RESPONSE_DEADLINE_MS - 1} (the first answer is due within 3 s)`);
    const maxBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    const timeoutMs = options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
    const maxIds = options.maxRememberedIds ?? DEFAULT_MAX_REMEMBERED_IDS;
    for (const [name, value] of [
        ['maxBodyBytes', maxBytes],
        ['bodyTimeoutMs', timeoutMs],
        ['maxRememberedIds', maxIds],
    ])
        if (!Number.isInteger(value) || value < 1)
            throw ValidationError.argument(name, `${name}: expected a positive integer`);
    return {
        key: interactionPublicKey(options.publicKey),
        commands: handlersOf(options.commands, 'commands'),
        autocomplete: handlersOf(options.autocomplete, 'autocomplete'),
        onError: options.onError ?? warn,
        transport: options.transport ?? new Transport(),
        deferAfterMs,
        limits: { maxBytes, timeoutMs },
        verify: { maxSkewSeconds: options.maxSkewSeconds, now: options.now },
        // Twice the skew: a timestamp may lie up to the skew ahead, and stays acceptable the skew after.
        replays: new ReplayGuard(2 * 1000 * (options.maxSkewSeconds ?? DEFAULT_MAX_SKEW_SECONDS), maxIds, options.now ?? Date.now),
    };
}
function handlersOf(table, what) {
    if (table === undefined)
        return {};
    if (typeof table !== 'object' || table === null)
        throw ValidationError.argument(what, `${what}: expected an object of path -> function`);
    for (const [path, fn] of Object.entries(table))
        if (typeof fn !== 'function')
            throw ValidationError.argument(what, `${what}["${path}"]: expected a function`);
    return table;
}
function warn(error) {
    process.emitWarning(`${error.name}: ${error.message}`, 'InteractionHandlerWarning');
}
function asError(error) {
    return error instanceof Error ? error : new Error(String(error));
}
async function handle(settings, req, res, given) {
    if (req.method !== 'POST') {
        res.writeHead(405, { allow: 'POST' }).end();
        return;
    }
    let body;
    try {
        body = await readRawBody(req, settings.limits, given);
    }
    catch (error) {
        const failure = asError(error);
        const status = failure instanceof RawBodyError ? failure.status : 400;
        // A body too slow or too large is refused, and so is the rest of it: the connection is closed
        // rather than kept reading whatever the client trickles in.
        if (status === 408 || status === 413 || status === 400)
            closeAfterAnswer(req, res);
        sendText(res, status, failure.message);
        settings.onError(failure, undefined);
        return;
    }
    const problem = interactionSignatureProblem(settings.key, req.headers['x-signature-ed25519'], req.headers['x-signature-timestamp'], body, settings.verify);
    if (problem !== undefined) {
        sendText(res, 401, 'invalid request signature');
        settings.onError(new Error(`interaction refused (401): ${problem}`), undefined);
        return;
    }
    let interaction;
    try {
        interaction = parseInteraction(body);
    }
    catch (error) {
        sendText(res, 400, 'malformed interaction');
        settings.onError(asError(error), undefined);
        return;
    }
    const replayed = settings.replays.claim(interaction.id, () => answerOf(res));
    if (replayed !== undefined) {
        settings.onError(new Error(`interaction ${interaction.id} was received again: answered as the first time, not run again`), interaction);
        send(res, await replayed);
        return;
    }
    if (interaction.type === InteractionType.PING)
        sendJson(res, 200, pongResponse());
    else if (interaction.type === InteractionType.APPLICATION_COMMAND_AUTOCOMPLETE)
        await autocomplete(settings, interaction, res);
    else
        await command(settings, interaction, res);
}
/** The routing key: `name sub...` for slash commands, the name for context-menu commands. */
function routeKey(interaction, path) {
    if (interaction.data.type !== ApplicationCommandType.CHAT_INPUT)
        return interaction.data.name;
    return [interaction.data.name, ...path].join(' ');
}
/** The handler registered for the interaction's path, or undefined (answered 404 and reported). */
function routeOf(settings, table, interaction, res) {
    const options = readOptions(interaction);
    const key = routeKey(interaction, options.path);
    const run = table[key];
    if (run !== undefined)
        return { run, key, options };
    const kind = table === settings.commands ? 'command' : 'autocomplete';
    sendText(res, 404, `no ${kind} handler`);
    settings.onError(new Error(`no ${kind} handler for "${key}"`), interaction);
    return undefined;
}
async function autocomplete(settings, interaction, res) {
    const route = routeOf(settings, settings.autocomplete, interaction, res);
    if (route === undefined)
        return;
    const { run, options } = route;
    try {
        const focused = focusedOption(interaction);
        const choices = await run(interaction, { options, path: options.path, focused });
        sendJson(res, 200, autocompleteResponse(choices, { optionType: focused.type }));
    }
    catch (error) {
        sendText(res, 500, 'the autocomplete handler failed');
        settings.onError(asError(error), interaction);
    }
}
async function command(settings, interaction, res) {
    const route = routeOf(settings, settings.commands, interaction, res);
    if (route === undefined)
        return;
    const { run, key, options } = route;
    const replies = new InteractionReplies(settings.transport, interaction);
    const work = Promise.resolve().then(() => run(interaction, { options, path: options.path, replies }));
    let timer;
    const deferred = new Promise((resolve) => {
        timer = setTimeout(() => resolve('deferred'), settings.deferAfterMs);
    });
    let outcome;
    try {
        outcome = await Promise.race([work, deferred]);
    }
    catch (error) {
        clearTimeout(timer);
        sendText(res, 500, 'the command handler failed');
        settings.onError(asError(error), interaction);
        return;
    }
    clearTimeout(timer);
    if (outcome !== 'deferred') {
        const issues = validateInteractionResponse(outcome, {
            interactionType: interaction.type,
            unknownFields: 'refuse',
        });
        if (issues.length > 0) {
            sendText(res, 500, 'the command handler answered something invalid');
            settings.onError(new ValidationError(undefined, `the answer to "${key}"`, issues), interaction);
            return;
        }
        sendJson(res, 200, outcome);
        return;
    }
    // Slow: the deferred answer goes out now; the handler's message follows as an edit of it.
    sendJson(res, 200, deferredMessageResponse());
    let final;
    try {
        final = await work;
    }
    catch (error) {
        settings.onError(asError(error), interaction);
        return;
    }
    try {
        await finishDeferred(key, final, replies);
    }
    catch (error) {
        settings.onError(asError(error), interaction);
    }
}
/** After a deferred answer only a message can follow (as the original's content), or nothing. */
async function finishDeferred(key, final, replies) {
    if (final.type === C.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE)
        return;
    if (final.type !== C.CHANNEL_MESSAGE_WITH_SOURCE) {
        throw new Error(`"${key}" answered type ${final.type} after its deferred answer; only a message (4) can follow one`);
    }
    await replies.editOriginal(final.data);
}
/** What each response in flight reports its answer to (for the replay guard). */
const recorders = new WeakMap();
/** The answer `res` will send; a response closed without one counts as a 503. */
function answerOf(res) {
    return new Promise((resolve) => {
        recorders.set(res, resolve);
        res.once('close', () => resolve({ status: 503, contentType: 'text/plain; charset=utf-8', body: 'no answer was sent' }));
    });
}
function sendJson(res, status, body) {
    send(res, { status, contentType: 'application/json', body: JSON.stringify(body) });
}
function sendText(res, status, text) {
    send(res, { status, contentType: 'text/plain; charset=utf-8', body: text });
}
function send(res, answer) {
    if (res.headersSent || res.destroyed)
        return;
    recorders.get(res)?.(answer);
    res
        .writeHead(answer.status, {
        'content-type': answer.contentType,
        'content-length': Buffer.byteLength(answer.body),
    })
        .end(answer.body);
}
/** How long a refused client gets to read the answer before its connection is cut. */
const LINGER_MS = 1000;
/**
 * Answers with `Connection: close`, then ends the connection: no more of the body is read (the stream
 * stays paused), the client gets FIN once the answer is out, and the socket is destroyed a moment later
 * if the client keeps it open.
 */
function closeAfterAnswer(req, res) {
    res.setHeader('connection', 'close');
    res.once('finish', () => {
        const socket = req.socket;
        socket.end();
        setTimeout(() => socket.destroy(), LINGER_MS).unref();
    });
}
