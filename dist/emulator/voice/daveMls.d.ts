import type { KeyPackage } from 'ts-mls/keyPackage.js';
/** The call's external sender: its op 25 package and the key that signs its proposals. */
export interface ExternalSenderKey {
    /** `ExternalSender` as op 25 carries it (signature key and basic credential). */
    readonly package: Buffer;
    readonly publicKey: Uint8Array;
    /** PKCS#8 DER of the private key (never leaves the emulator). */
    readonly signKey: Uint8Array;
}
/** A key package that passed the gateway's checks. */
export interface CheckedKeyPackage {
    readonly keyPackage: KeyPackage;
}
/** What the gateway reads of a commit (a PublicMessage; DAVE forbids private handshakes). */
export interface CommitRead {
    readonly groupId: Buffer;
    readonly epoch: bigint;
    /** The committer's leaf index in the group it committed to. */
    readonly senderLeaf: number;
    /** References of the proposals it covers, in its order (hex). */
    readonly refs: string[];
    /** Proposals it carries by value (DAVE allows none). */
    readonly inline: number;
    /** Whether its path changes the committer's own leaf (allowed: it rekeys; credential checked below). */
    readonly pathIdentity: Buffer | null;
    /** The commit's MLSMessage bytes (op 29 relays exactly these). */
    readonly commit: Buffer;
    /** What followed the commit in op 28: the Welcome, when it adds members. */
    readonly rest: Buffer;
}
export type Read<T> = {
    ok: true;
    value: T;
} | {
    ok: false;
    reason: string;
};
/** The MLS toolkit of the voice gateway. */
export interface DaveMls {
    /** A fresh P-256 external sender for a call. */
    externalSender(): ExternalSenderKey;
    /** Decodes and checks a key package from op 26 for `userId`. */
    readKeyPackage(bytes: Uint8Array, userId: string): Promise<Read<CheckedKeyPackage>>;
    /** Frames and signs an external proposal at `epoch`; its MLSMessage bytes and reference (hex). */
    propose(sender: ExternalSenderKey, groupId: Uint8Array, epoch: bigint, proposal: {
        add: KeyPackage;
    } | {
        remove: number;
    }): Promise<{
        message: Buffer;
        ref: Buffer;
    }>;
    /** Decodes the commit at the start of op 28's payload. */
    readCommit(bytes: Uint8Array): Read<CommitRead>;
}
/** Whether ts-mls was asked for (a DAVE call started in this process). */
export declare function daveMlsLoaded(): boolean;
/** ts-mls, loaded once, on the first DAVE call. */
export declare function loadDaveMls(): Promise<DaveMls>;
/** The user id as DAVE's credential identity: 64-bit big-endian. */
export declare function identityOf(userId: string): Buffer;
