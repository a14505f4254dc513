/**
 * The interactions domain: invoking a command or an autocomplete request as a user would (checked,
 * refused or delivered to the app's interactions URL, signed), taking the app's first answer (in its
 * HTTP response, or through the callback route within 3 seconds), and serving the follow-up and
 * original-response routes for 15 minutes. Records live in the store (`interactions`); each delivery
 * and answer is also noted in the request log.
 */
import { type Message } from '../../model/index.js';
import type { CommandRegistry } from '../commands/registry.js';
import type { EmulatorContext } from '../context.js';
import type { RequestLog } from '../requestLog.js';
import { type AutocompleteInput, type InvokeCommandInput } from './invocation.js';
import { type InteractionRecord } from './state.js';
/** The application's signing keys, for tests that sign their own payloads. */
export interface ApplicationKeys {
    /** Hex of the raw Ed25519 public key (the app's `verify_key`). */
    publicKey: string;
    publicKeyPem: string;
    privateKeyPem: string;
}
export declare class InteractionService {
    #private;
    private readonly ctx;
    private readonly registry;
    private readonly requests;
    /**
     * Sends an interaction to the application's bot sessions on the gateway (set by the emulator to the
     * gateway's `dispatchToBot`); returns how many received it. Not the event bus: the payload holds the
     * interaction's token, and the bus is stored.
     */
    overGateway: ((applicationId: string, payload: unknown) => number) | undefined;
    constructor(ctx: EmulatorContext, registry: CommandRegistry, requests: RequestLog);
    /** Invokes a command as `input.user` would; resolves with the record once answered, refused or failed. */
    invokeCommand(input: InvokeCommandInput): Promise<InteractionRecord>;
    /** Sends an autocomplete request for the option `input.focused` (its value: the partial input). */
    autocomplete(input: AutocompleteInput): Promise<InteractionRecord>;
    /** Records, oldest first (copies). */
    list(): InteractionRecord[];
    /** One record (a copy), or undefined. */
    get(id: string): InteractionRecord | undefined;
    keys(applicationId: string): ApplicationKeys;
    /** `POST /interactions/{id}/{token}/callback`. Returns the record after the answer, for the route's reply. */
    callback(id: string, token: string, body: unknown): InteractionRecord;
    /**
     * `POST /webhooks/{app}/{token}`: a follow-up. The first follow-up after a deferred answer replaces the
     * "thinking" placeholder (the original message) instead of adding a message.
     */
    followUp(applicationId: string, token: string, body: unknown): {
        record: InteractionRecord;
        message: Message;
    };
    /** `GET .../messages/@original` or `.../messages/{id}`. */
    getMessage(applicationId: string, token: string, messageId: string | '@original'): Message;
    /** `PATCH .../messages/@original` or `.../messages/{id}`. */
    editMessage(applicationId: string, token: string, messageId: string | '@original', body: unknown): {
        record: InteractionRecord;
        message: Message;
    };
    /** `DELETE .../messages/@original` or `.../messages/{id}`. */
    deleteMessage(applicationId: string, token: string, messageId: string | '@original'): InteractionRecord;
}
