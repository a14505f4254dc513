import { type LogFunction } from '../model/logging.js';
/** What `@snazzah/davey` gives that this module uses (its own types stay out of the public API). */
interface DaveSessionLike {
    readonly ready: boolean;
    readonly epoch: bigint | null;
    readonly voicePrivacyCode: string;
    reinit(protocolVersion: number, userId: string, channelId: string): void;
    reset(): void;
    setExternalSender(data: Buffer): void;
    getSerializedKeyPackage(): Buffer;
    processProposals(operation: number, proposals: Buffer, recognizedUserIds?: string[]): {
        commit?: Buffer;
        welcome?: Buffer;
    };
    processCommit(commit: Buffer): void;
    processWelcome(welcome: Buffer): void;
    getVerificationCode(userId: string): Promise<string>;
    encryptOpus(packet: Buffer): Buffer;
    decrypt(userId: string, mediaType: number, packet: Buffer): Buffer;
    setPassthroughMode(passthrough: boolean, transitionExpiry?: number): void;
    getUserIds(): string[];
}
interface DaveyModule {
    readonly DAVE_PROTOCOL_VERSION: number;
    readonly DAVESession: new (protocolVersion: number, userId: string, channelId: string) => DaveSessionLike;
}
/** How a call uses end-to-end encryption (`VoiceOptions.dave`). */
export type DaveChoice = 'preferred' | 'required' | 'off';
/** The highest DAVE protocol version this client speaks (davey may know later ones; we implement 1). */
export declare const MAX_DAVE_VERSION = 1;
/** Consecutive frames that fail to decrypt (outside a transition) before the group is joined afresh. */
export declare const DECRYPT_FAILURE_TOLERANCE = 36;
/** Loads `@snazzah/davey` once (a native addon: loaded by the first call that negotiates, not by import). */
export declare function loadDavey(): {
    module: DaveyModule;
} | {
    error: string;
};
/** The protocol version to advertise in Identify for a choice (0 when DAVE is off or cannot load). */
export declare function advertisedDaveVersion(choice: DaveChoice): number;
/** How the session talks to the voice gateway and tells its owner what went wrong. */
export interface CallE2eeWire {
    sendJson(op: number, d: unknown): void;
    sendBinary(op: number, payload: Buffer): void;
    /** The call must end: the server asked to downgrade an end-to-end encrypted call. */
    refuse(why: string): void;
    readonly log: LogFunction;
}
/** Counters for logs, tests and the benchmark. */
export interface CallE2eeStats {
    framesEncrypted: number;
    /** Frames not sent because the group was not ready yet. */
    framesHeld: number;
    framesDecrypted: number;
    /** Received frames dropped: not decryptable, or arriving before the group was ready. */
    framesUndecryptable: number;
    /** Commits and welcomes applied. */
    commitsApplied: number;
    /** Times this member reported a bad commit or welcome (op 31) and joined afresh. */
    recoveries: number;
}
/** One member's DAVE session in one voice connection (kept across a resume, new for a new connection). */
export declare class CallE2ee {
    #private;
    readonly stats: CallE2eeStats;
    constructor(davey: DaveyModule, userId: string, channelId: string, wire: CallE2eeWire);
    /** The protocol version in force (0: transport encryption only). */
    get protocolVersion(): number;
    /** Whether frames are end-to-end encrypted now (a group exists and DAVE is in force). */
    get active(): boolean;
    /** The MLS epoch (0 without a group). */
    get epoch(): number;
    /** The call's voice privacy code (30 digits in groups of 5), '' when not encrypted end to end. */
    get privacyCode(): string;
    /** A member's verification code (45 digits in groups of 5), to compare out of band. */
    verificationCode(userId: string): Promise<string>;
    /** The user ids of the MLS group. */
    members(): string[];
    /** The session description's `dave_protocol_version`: above 0, the session starts (its key package). */
    start(version: number): void;
    /** Ends the session (its keys are dropped). */
    close(): void;
    /** Op 11: users who may be added to the group. */
    clientsConnected(userIds: readonly string[]): void;
    /** Op 13: a user left; proposals adding them are refused from now on. */
    clientDisconnected(userId: string): void;
    /** A JSON DAVE opcode (21, 22, 24) with its checked payload. */
    onJson(op: number, d: Record<string, unknown>): void;
    /** A binary DAVE opcode (25, 27, 29, 30): the payload after the sequence number and the opcode. */
    onBinary(op: number, payload: Buffer): void;
    /**
     * An Opus frame to send: encrypted while DAVE is in force, as is while the call is transport-only.
     * @returns undefined when it must not be sent (DAVE negotiated, the group not ready yet).
     */
    encrypt(opus: Buffer): Buffer | undefined;
    /**
     * A received frame (transport encryption removed) from `userId`.
     * @returns the Opus frame, or undefined when it must not be played.
     */
    decrypt(userId: string, frame: Buffer): Buffer | undefined;
}
export {};
