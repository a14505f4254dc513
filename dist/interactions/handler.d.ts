/**
 * `createInteractionHandler`: a Node `(req, res)` handler for an app's interactions URL, usable with
 * `node:http`, Express and fastify. It reads the raw body (bounded in size and time), verifies the
 * signature (401 when it does not hold), answers PING, routes commands and autocomplete by command path,
 * and keeps the service's rule that the first answer comes within 3 seconds: a command handler still
 * working after `deferAfterMs` gets a deferred answer (5) sent for it, and its final message then goes
 * out as an edit of the original answer through the SDK's REST routes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transport } from '../http/transport.js';
import { type ApplicationCommandInteraction, type AutocompleteChoice, type AutocompleteInteraction, type Interaction, type InteractionResponse } from '../model/index.js';
import { type FocusedOption, type InteractionOptions } from './options.js';
import { InteractionReplies } from './replies.js';
/** What a command handler gets besides the interaction. */
export interface CommandContext {
    /** Typed getters for the invoked (sub)command's options. */
    readonly options: InteractionOptions;
    /** The invoked subcommand path (`[]`, `['sub']`, `['group', 'sub']`). */
    readonly path: readonly string[];
    /** Follow-ups and edits of the original answer. */
    readonly replies: InteractionReplies;
}
/** What an autocomplete handler gets besides the interaction. */
export interface AutocompleteContext {
    readonly options: InteractionOptions;
    readonly path: readonly string[];
    /** The option being typed, its value as typed so far. */
    readonly focused: FocusedOption;
}
/** Answers a command use: return the first answer (a message, a modal, ...). */
export type CommandHandler = (interaction: ApplicationCommandInteraction, context: CommandContext) => InteractionResponse | Promise<InteractionResponse>;
/** Answers an autocomplete request with at most 25 choices of the focused option's type. */
export type AutocompleteHandler = (interaction: AutocompleteInteraction, context: AutocompleteContext) => readonly AutocompleteChoice[] | Promise<readonly AutocompleteChoice[]>;
/** Options of {@link createInteractionHandler}. */
export interface InteractionHandlerOptions {
    /** The application's public key (`verify_key`, 64 hex characters). */
    publicKey: string;
    /**
     * Command handlers by path: a slash command's name and subcommand path joined by spaces (`'ping'`,
     * `'admin ban'`, `'admin users ban'`); a USER or MESSAGE command's name (`'Challenge to a duel'`).
     */
    commands?: Readonly<Record<string, CommandHandler>> | undefined;
    /** Autocomplete handlers by the same paths. */
    autocomplete?: Readonly<Record<string, AutocompleteHandler>> | undefined;
    /**
     * Called with every failure (bad signature, malformed payload, no handler, a handler that threw or
     * answered something invalid, a follow-up that failed). Never given a token.
     * @default emits a process warning
     */
    onError?: ((error: Error, interaction: Interaction | undefined) => void) | undefined;
    /** Sends follow-ups and edits (its `baseUrl` is the service, or the emulator). @default new Transport() */
    transport?: Transport | undefined;
    /** When a command handler has not answered after this long, a deferred answer is sent. @default 2000 */
    deferAfterMs?: number | undefined;
    /** Largest body read. @default 1 MiB */
    maxBodyBytes?: number | undefined;
    /** How long the body may take to arrive. @default 10000 */
    bodyTimeoutMs?: number | undefined;
    /** Largest distance between the signed timestamp and now. @default 300 */
    maxSkewSeconds?: number | undefined;
    /** Current time in Unix ms, for the timestamp check. @default Date.now */
    now?: (() => number) | undefined;
    /**
     * Interaction ids remembered to answer a replay (a validly signed request sent again within the skew
     * window) with the first answer instead of running the handler twice. Each is kept for twice
     * `maxSkewSeconds` (10 minutes by default); beyond this many, the oldest are forgotten first.
     * @default 10000
     */
    maxRememberedIds?: number | undefined;
}
/** A Node request handler; the third argument may be the raw body (or Express's `next`, ignored). */
export interface InteractionHandler {
    (req: IncomingMessage, res: ServerResponse, rawBodyOrNext?: unknown): void;
    /** Resolves when every interaction received so far is fully answered (deferred edits included). */
    drain(): Promise<void>;
}
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
export declare function createInteractionHandler(options: InteractionHandlerOptions): InteractionHandler;
