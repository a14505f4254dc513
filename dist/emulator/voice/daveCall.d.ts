import type { Participant } from './calls.js';
/** DAVE protocol version this server speaks. */
export declare const DAVE_VERSION = 1;
/** How long a transition waits for every member's op 23 before executing anyway, emulator ms (ours). */
export declare const TRANSITION_TIMEOUT_MS = 2000;
/** What the call's DAVE role needs from the voice gateway. */
export interface DaveLinks {
    /** Sends a JSON message `{ op, d }` (numbered and kept for a resume as any other). */
    json(participant: Participant, op: number, d: unknown): void;
    /** Sends a binary message `seq | op | payload`. */
    binary(participant: Participant, op: number, payload: Buffer): void;
    /** Closes a participant's connection. */
    close(participant: Participant, code: number, reason: string): void;
    now(): number;
}
/** A call's DAVE state as the control API shows it. */
export interface DaveCallInfo {
    /** The protocol version the call uses now (0: transport encryption only). */
    protocolVersion: number;
    /** Whether the MLS group is established (a first commit was relayed). */
    established: boolean;
    /** The group's epoch (0 before it is established). */
    epoch: number;
    /** Leaves of the group (user ids), in leaf order; null for a blank leaf. */
    members: (string | null)[];
    /** A transition under way, or null. */
    transitionId: number | null;
    /** The last transition announced (op 29/30 or op 21), or null. */
    lastTransitionId: number | null;
    /** Proposals sent and not yet committed. */
    pendingProposals: number;
    /** Commits relayed (op 29) and refused (wrong epoch, or not what was proposed). */
    commits: number;
    refusedCommits: number;
}
export declare class DaveCall {
    #private;
    /** The call's protocol version (1, or 0 after a downgrade). */
    version: number;
    constructor(channelId: string, version: number, links: DaveLinks);
    /** Resolves once every step queued so far ran (tests, and the control API's `settled`). */
    idle(): Promise<void>;
    info(): DaveCallInfo;
    /** Whether a participant holds a leaf of the established group. */
    isMember(participant: Participant): boolean;
    /**
     * A participant got its session description with version `version`: with DAVE it is sent the
     * external sender package (op 25) and may send its key package.
     */
    joined(participant: Participant): void;
    /** In the "allowed" setting, a participant without DAVE joined a call using it: downgrade to 0. */
    downgrade(): void;
    /** In the "allowed" setting, the last participant without DAVE left: the rest upgrade (op 24 epoch 1). */
    upgrade(participants: Participant[]): void;
    /** Op 26: a member's key package (checked, then proposed to the group). */
    keyPackage(participant: Participant, bytes: Buffer): void;
    /** Op 28: a member's commit (and welcome). The first valid one of the epoch is relayed. */
    commitWelcome(participant: Participant, bytes: Buffer): void;
    /** Op 23: a member is ready for a transition. */
    transitionReady(participant: Participant, transitionId: number): void;
    /** Op 31: a member could not process a commit or welcome; it returns to pending (and is removed). */
    invalidCommitWelcome(participant: Participant, _transitionId: number): void;
    /** A participant left the call (or was replaced): Remove, revokes, a sole member's reset. */
    left(participant: Participant, remaining: Participant[]): void;
    /** Executes a transition whose members did not all answer in time. */
    sweep(now: number): void;
    /** The channel id this call's group is named by. */
    get channelId(): string;
}
