/**
 * The interactions domain: invoking a command or an autocomplete request as a user would (checked,
 * refused or delivered to the app's interactions URL, signed), taking the app's first answer (in its
 * HTTP response, or through the callback route within 3 seconds), and serving the follow-up and
 * original-response routes for 15 minutes. Records live in the store (`interactions`); each delivery
 * and answer is also noted in the request log.
 */
import { InteractionType, Limits, MessageFlags, } from '../../model/index.js';
import { formatIssue, validateInteractionMessage } from '../../rules/index.js';
import { safeEqual, secretHash } from '../secrets.js';
import { SeedError } from '../seedChecks.js';
import { refusalOf } from './access.js';
import { answerIssues, applyAnswer, describeAnswer, editedMessage, isExpired, isLate, newMessage, } from './answers.js';
import { deliverInteraction } from './delivery.js';
import { InteractionErrors } from './errors.js';
import { readInvocation } from './invocation.js';
import { buildPayload } from './payload.js';
import { interactionCollection, storeInteraction } from './state.js';
/** Interaction tokens: this many random bytes, 96 base64url characters (fastify's path parameters stop at 100). */
const TOKEN_BYTES = 72;
const REDACTED = '[redacted]';
export class InteractionService {
    ctx;
    registry;
    requests;
    #records;
    /**
     * Sends an interaction to the application's bot sessions on the gateway (set by the emulator to the
     * gateway's `dispatchToBot`); returns how many received it. Not the event bus: the payload holds the
     * interaction's token, and the bus is stored.
     */
    overGateway;
    /** Who waits for an interaction's first answer (its callback), by interaction id. */
    #waiters = new Map();
    constructor(ctx, registry, requests) {
        this.ctx = ctx;
        this.registry = registry;
        this.requests = requests;
        this.#records = interactionCollection(ctx.store);
    }
    /** Invokes a command as `input.user` would; resolves with the record once answered, refused or failed. */
    invokeCommand(input) {
        return this.#invoke(input, InteractionType.APPLICATION_COMMAND, undefined);
    }
    /** Sends an autocomplete request for the option `input.focused` (its value: the partial input). */
    autocomplete(input) {
        if (typeof input?.focused !== 'string')
            throw new SeedError('focused: expected the name of the option being typed');
        return this.#invoke(input, InteractionType.APPLICATION_COMMAND_AUTOCOMPLETE, input.focused);
    }
    /** Records, oldest first (copies). */
    list() {
        return [...this.#records.values()].map((record) => structuredClone(record));
    }
    /** One record (a copy), or undefined. */
    get(id) {
        const record = this.#records.get(id);
        return record === undefined ? undefined : structuredClone(record);
    }
    keys(applicationId) {
        const app = this.ctx.store.applications.get(applicationId);
        if (!app)
            throw new SeedError(`applicationId: no application ${applicationId}`);
        return { publicKey: app.verifyKey, publicKeyPem: app.publicKeyPem, privateKeyPem: app.privateKeyPem };
    }
    async #invoke(input, type, focused) {
        const { ctx } = this;
        const invocation = readInvocation(ctx, this.registry, input);
        const { application, command, user, guildId, channel } = invocation;
        const id = ctx.ids.next();
        const token = ctx.random.token(TOKEN_BYTES);
        const record = {
            id,
            applicationId: application.id,
            type,
            commandId: command.id,
            commandName: command.name,
            commandType: command.type,
            commandVersion: command.version,
            path: [],
            focused: null,
            userId: user.id,
            guildId,
            channelId: channel?.id ?? null,
            createdAt: ctx.clock.now(),
            status: 'pending',
            refusal: null,
            failure: null,
            payload: null,
            tokenHash: '',
            delivery: null,
            response: null,
            answeredAt: null,
            answeredVia: null,
            original: null,
            followups: [],
            notes: [],
        };
        const refusal = refusalOf(ctx, this.registry, invocation, input.version);
        if (refusal !== null) {
            record.status = 'refused';
            record.refusal = refusal;
            storeInteraction(this.#records, record);
            return structuredClone(record);
        }
        const built = buildPayload(ctx, invocation, {
            id,
            token,
            type,
            options: input.options,
            target: input.target,
            focused,
            findMessage: (messageId) => this.#findMessage(application.id, messageId),
        });
        const url = application.interactionsUrl ?? null;
        if (url === null && this.overGateway === undefined)
            throw new SeedError(`application: ${application.id} has no interactionsUrl to deliver interactions to (set one with createApplication)`);
        record.path = built.path;
        record.focused = built.focused;
        record.tokenHash = secretHash(token);
        record.payload = { ...built.payload, token: REDACTED };
        if (url === null)
            return this.#invokeOverGateway(record, built.payload);
        record.delivery = { url, status: null, error: null };
        storeInteraction(this.#records, record);
        const body = JSON.stringify(built.payload);
        const logged = this.requests.start({
            time: record.createdAt,
            method: 'POST',
            path: url,
            query: {},
            route: null,
            auth: 'none',
            bucket: null,
        });
        const started = performance.now();
        const result = await deliverInteraction(application, url, body, ctx.clock);
        logged.durationMs = Math.round((performance.now() - started) * 1000) / 1000;
        const failure = this.#settleDelivery(record, result);
        if (failure !== undefined)
            this.#fail(record, failure);
        if (record.status === 'pending')
            await this.#awaitCallback(record);
        logged.status = record.delivery.status ?? 0;
        logged.note = `interaction ${record.id} (${this.#what(record)}) delivered: ${record.status === 'answered' && record.response
            ? `answered ${describeAnswer(record.response)} by ${record.answeredVia}`
            : `failed: ${record.failure}`}`;
        return structuredClone(record);
    }
    /**
     * The service's way for an application without an interactions URL: INTERACTION_CREATE on its bot's
     * gateway sessions, answered through the callback route within the same 3 s. No bot session
     * connected: the interaction fails, as the user would see it fail.
     */
    async #invokeOverGateway(record, payload) {
        storeInteraction(this.#records, record);
        const sessions = this.overGateway?.(record.applicationId, payload) ?? 0;
        if (sessions === 0)
            this.#fail(record, 'no interactions URL, and no bot session on the gateway');
        else {
            record.notes.push(`delivered as INTERACTION_CREATE to ${sessions} bot session(s) on the gateway`);
            await this.#awaitCallback(record);
        }
        return structuredClone(record);
    }
    #what(record) {
        const kind = record.type === InteractionType.APPLICATION_COMMAND
            ? 'APPLICATION_COMMAND'
            : 'APPLICATION_COMMAND_AUTOCOMPLETE';
        return `${kind} /${[record.commandName, ...record.path].join(' ')}`;
    }
    /** What the HTTP exchange says about the first answer: records it, or returns why the interaction failed. */
    #settleDelivery(record, result) {
        const delivery = record.delivery;
        if (result.kind === 'timeout') {
            delivery.error = 'no HTTP response within 3 s';
            return 'no answer within 3 s';
        }
        if (result.kind === 'error') {
            delivery.error = result.message;
            return `delivery failed: ${result.message}`;
        }
        delivery.status = result.status;
        if (result.status === 401)
            return 'the app refused the signature (HTTP 401)';
        if (result.status < 200 || result.status >= 300)
            return `the app answered HTTP ${result.status}`;
        if (result.body.trim() === '')
            return undefined; // The answer may come through the callback route.
        let answer;
        try {
            answer = JSON.parse(result.body);
        }
        catch {
            return 'the app answered a body that is not JSON';
        }
        if (record.response !== null) {
            record.notes.push('the HTTP response held a second answer, ignored: the interaction was already acknowledged (40060)');
            return undefined;
        }
        if (isLate(record, this.ctx.clock.now()))
            return 'answered after 3 s (10062 unknown interaction)';
        const issues = answerIssues(record, answer);
        if (issues.length > 0)
            return `the answer is invalid: ${issues.map(formatIssue).join('; ')}`;
        applyAnswer(this.ctx, record, answer, 'http');
        return undefined;
    }
    #fail(record, why) {
        if (record.status !== 'pending')
            return;
        record.status = 'failed';
        record.failure = why;
    }
    /** Waits (at most what is left of the 3 s, by the emulator's clock) for an answer by callback. */
    async #awaitCallback(record) {
        const left = Limits.INTERACTION_RESPONSE_DEADLINE_MS - (this.ctx.clock.now() - record.createdAt);
        if (left > 0) {
            await new Promise((resolve) => {
                const waiters = this.#waiters.get(record.id) ?? new Set();
                this.#waiters.set(record.id, waiters);
                const done = () => {
                    clearTimeout(timer);
                    waiters.delete(done);
                    if (waiters.size === 0)
                        this.#waiters.delete(record.id);
                    resolve();
                };
                const timer = setTimeout(done, left);
                waiters.add(done);
            });
        }
        this.#fail(record, 'no answer within 3 s');
    }
    /** `POST /interactions/{id}/{token}/callback`. Returns the record after the answer, for the route's reply. */
    callback(id, token, body) {
        const record = this.#records.get(id);
        if (!record || record.tokenHash === '' || !safeEqual(secretHash(token), record.tokenHash))
            throw InteractionErrors.unknownInteraction();
        if (record.response !== null)
            throw InteractionErrors.alreadyAcknowledged();
        if (record.status === 'failed' || isLate(record, this.ctx.clock.now())) {
            this.#fail(record, 'answered after 3 s (10062 unknown interaction)');
            throw InteractionErrors.unknownInteraction();
        }
        const issues = answerIssues(record, body);
        if (issues.length > 0)
            throw InteractionErrors.invalidBody(issues);
        applyAnswer(this.ctx, record, body, 'callback');
        for (const wake of this.#waiters.get(record.id) ?? [])
            wake();
        return record;
    }
    /**
     * The interaction a webhook token belongs to, usable for follow-ups and edits: answered (not by
     * autocomplete) and within 15 minutes. 10015 for an unknown token or one not (yet) acknowledged;
     * 10062 once the interaction failed or its token expired.
     */
    #webhookRecord(applicationId, token) {
        const hash = secretHash(token);
        let found;
        for (const record of this.#records.values())
            if (record.applicationId === applicationId &&
                record.tokenHash !== '' &&
                safeEqual(hash, record.tokenHash))
                found = record;
        if (!found)
            throw InteractionErrors.unknownWebhook();
        if (found.status === 'failed' || isExpired(found, this.ctx.clock.now()))
            throw InteractionErrors.unknownInteraction();
        if (found.status !== 'answered' || found.type === InteractionType.APPLICATION_COMMAND_AUTOCOMPLETE)
            throw InteractionErrors.unknownWebhook();
        return found;
    }
    /**
     * `POST /webhooks/{app}/{token}`: a follow-up. The first follow-up after a deferred answer replaces the
     * "thinking" placeholder (the original message) instead of adding a message.
     */
    followUp(applicationId, token, body) {
        const record = this.#webhookRecord(applicationId, token);
        const issues = validateInteractionMessage(body, { mode: 'create' });
        if (issues.length > 0)
            throw InteractionErrors.invalidBody(issues);
        const data = body;
        const original = record.original;
        if (original !== null && ((original.flags ?? 0) & MessageFlags.LOADING) !== 0) {
            record.original = editedMessage(original, { ...data, flags: data.flags ?? 0 }, this.ctx.clock.now());
            record.notes.push('the first follow-up replaced the deferred placeholder');
            return { record, message: record.original };
        }
        const message = newMessage(this.ctx, record, data, 'followup');
        record.followups.push(message);
        return { record, message };
    }
    /** `GET .../messages/@original` or `.../messages/{id}`. */
    getMessage(applicationId, token, messageId) {
        const record = this.#webhookRecord(applicationId, token);
        return structuredClone(this.#message(record, messageId));
    }
    /** `PATCH .../messages/@original` or `.../messages/{id}`. */
    editMessage(applicationId, token, messageId, body) {
        const record = this.#webhookRecord(applicationId, token);
        const current = this.#message(record, messageId);
        const issues = validateInteractionMessage(body, { mode: 'edit' });
        if (issues.length > 0)
            throw InteractionErrors.invalidBody(issues);
        const message = editedMessage(current, body, this.ctx.clock.now());
        if (current === record.original)
            record.original = message;
        else
            record.followups = record.followups.map((m) => (m === current ? message : m));
        return { record, message };
    }
    /** `DELETE .../messages/@original` or `.../messages/{id}`. */
    deleteMessage(applicationId, token, messageId) {
        const record = this.#webhookRecord(applicationId, token);
        const current = this.#message(record, messageId);
        if (current === record.original)
            record.original = null;
        else
            record.followups = record.followups.filter((m) => m !== current);
        record.notes.push(`message ${current.id} deleted`);
        return record;
    }
    #message(record, messageId) {
        const message = messageId === '@original' ? record.original : record.followups.find((m) => m.id === messageId);
        if (!message)
            throw InteractionErrors.unknownMessage();
        return message;
    }
    /** A message the app posted in answer to one of its interactions (a MESSAGE command's target). */
    #findMessage(applicationId, messageId) {
        for (const record of this.#records.values()) {
            if (record.applicationId !== applicationId)
                continue;
            if (record.original?.id === messageId)
                return structuredClone(record.original);
            const followup = record.followups.find((m) => m.id === messageId);
            if (followup)
                return structuredClone(followup);
        }
        return undefined;
    }
}
