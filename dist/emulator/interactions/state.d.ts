/**
 * What the emulator remembers of each interaction it delivered (or refused to): who invoked what, the
 * payload sent (its token replaced), how the app answered and when, and the messages of the answer. The
 * token itself is kept only as its hash. One collection, `interactions`, keyed by interaction id,
 * persisted and reset with the rest of the state; the oldest records go past a fixed count.
 */
import type { Interaction, InteractionResponse, InteractionType, Message, Snowflake } from '../../model/index.js';
import type { EmulatorStore } from '../store.js';
/** Why the service did not deliver an invocation. */
export type RefusalReason = 
/** canUseCommand denied, or a USER command where the user cannot send messages. */
'permission-denied'
/** A global command invoked with an older version: the service rejects it and reloads the command. */
 | 'stale-version'
/** The command is not available there (a guild command in a DM, a context it does not list). */
 | 'not-available';
/** Where an interaction is: refused, waiting for its first answer, answered, or failed. */
export type InteractionStatus = 'refused' | 'pending' | 'answered' | 'failed';
/**
 * One interaction as the emulator remembers it: who invoked what, the payload sent (token replaced), how
 * and when the app answered, and the messages of the answer (`control.interactions()`).
 */
export interface InteractionRecord {
    id: Snowflake;
    applicationId: Snowflake;
    /** 2 (APPLICATION_COMMAND) or 4 (APPLICATION_COMMAND_AUTOCOMPLETE). */
    type: InteractionType;
    commandId: Snowflake;
    commandName: string;
    commandType: number;
    /** The command's version when invoked. */
    commandVersion: Snowflake;
    /** Subcommand path (`['group', 'sub']`). */
    path: string[];
    /** Autocomplete: the focused option's name and type. */
    focused: {
        name: string;
        type: number;
    } | null;
    userId: Snowflake;
    guildId: Snowflake | null;
    channelId: Snowflake | null;
    /** Emulator time (Unix ms) of the invocation: the 3-second and 15-minute windows start here. */
    createdAt: number;
    status: InteractionStatus;
    refusal: {
        reason: RefusalReason;
        message: string;
    } | null;
    /** Why the interaction failed (what the user would see as "This interaction failed"). */
    failure: string | null;
    /** The payload as POSTed, with `token` replaced by `[redacted]`; null when refused. */
    payload: Interaction | null;
    /** SHA-256 of the token (empty when refused). */
    tokenHash: string;
    /** The POST to the app's interactions URL. */
    delivery: {
        url: string;
        status: number | null;
        error: string | null;
    } | null;
    /** The first answer, and how it came: in the HTTP response, or through the callback route. */
    response: InteractionResponse | null;
    answeredAt: number | null;
    answeredVia: 'http' | 'callback' | null;
    /** The message of the answer (a message, or the placeholder of a deferred answer), once any. */
    original: Message | null;
    followups: Message[];
    /** What else happened: second answers that were refused, edits, deletions. */
    notes: string[];
}
export declare const INTERACTIONS_COLLECTION = "interactions";
/** Oldest interactions are dropped past this many. */
export declare const INTERACTION_CAPACITY = 1000;
/** The interactions collection of a store (created on first use, so it persists and resets with it). */
export declare function interactionCollection(store: EmulatorStore): Map<string, InteractionRecord>;
/** Stores a record, dropping the oldest past the capacity. */
export declare function storeInteraction(records: Map<string, InteractionRecord>, record: InteractionRecord): void;
