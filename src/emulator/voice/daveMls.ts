/**
 * The MLS side of the voice gateway's DAVE role (the DAVE protocol: "Delivery Service", "External
 * Sender", "Key Packages / Validation", "Voice Gateway Commit Validity"), through ts-mls rather than our
 * own code: decoding key packages and commits, framing and signing the external sender's Add and Remove
 * proposals, and their proposal references (RFC 9420 §5.2). The signatures themselves are node:crypto's
 * ECDSA P-256 with SHA-256 (DAVE version 1 is MLS ciphersuite 2), handed to ts-mls as its `Signature`.
 *
 * ts-mls is imported on first use (`loadDaveMls`): an emulator that never starts a DAVE call never loads
 * it. Only its subpath modules are imported, not its index (which pulls optional crypto providers).
 */
import {
  createHash,
  createHmac,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  timingSafeEqual,
  verify,
} from 'node:crypto';
import type { CiphersuiteImpl } from 'ts-mls/crypto/ciphersuite.js';
import type { Hash } from 'ts-mls/crypto/hash.js';
import type { Signature } from 'ts-mls/crypto/signature.js';
import type { KeyPackage } from 'ts-mls/keyPackage.js';
import type { Proposal } from 'ts-mls/proposal.js';

/** DAVE protocol version 1's MLS ciphersuite (DHKEMP256_AES128GCM_SHA256_P256). */
const CIPHERSUITE = 'MLS_128_DHKEMP256_AES128GCM_SHA256_P256';
/** The DER prefix of a P-256 SubjectPublicKeyInfo; the uncompressed point (65 bytes) follows. */
const P256_SPKI_PREFIX = Buffer.from('3059301306072a8648ce3d020106082a8648ce3d030107034200', 'hex');
/** Key packages must live forever (`not_before 0`, `not_after 2^64 - 1`). */
const NOT_AFTER_MAX = 0xffff_ffff_ffff_ffffn;
/** The external sender's basic credential identity (ours: the protocol does not say what it is). */
const EXTERNAL_SENDER_IDENTITY = Buffer.from('voice-gateway', 'ascii');

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

export type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The MLS toolkit of the voice gateway. */
export interface DaveMls {
  /** A fresh P-256 external sender for a call. */
  externalSender(): ExternalSenderKey;
  /** Decodes and checks a key package from op 26 for `userId`. */
  readKeyPackage(bytes: Uint8Array, userId: string): Promise<Read<CheckedKeyPackage>>;
  /** Frames and signs an external proposal at `epoch`; its MLSMessage bytes and reference (hex). */
  propose(
    sender: ExternalSenderKey,
    groupId: Uint8Array,
    epoch: bigint,
    proposal: { add: KeyPackage } | { remove: number },
  ): Promise<{ message: Buffer; ref: Buffer }>;
  /** Decodes the commit at the start of op 28's payload. */
  readCommit(bytes: Uint8Array): Read<CommitRead>;
}

let loading: Promise<DaveMls> | undefined;

/** Whether ts-mls was asked for (a DAVE call started in this process). */
export function daveMlsLoaded(): boolean {
  return loading !== undefined;
}

/** ts-mls, loaded once, on the first DAVE call. */
export function loadDaveMls(): Promise<DaveMls> {
  loading ??= load();
  return loading;
}

function publicKeyObject(point: Uint8Array): KeyObject {
  return createPublicKey({ key: Buffer.concat([P256_SPKI_PREFIX, point]), format: 'der', type: 'spki' });
}

const signature: Signature = {
  async sign(signKey, message) {
    return new Uint8Array(
      sign('sha256', message, {
        key: Buffer.from(signKey),
        format: 'der',
        type: 'pkcs8',
        dsaEncoding: 'der',
      }),
    );
  },
  async verify(publicKey, message, sig) {
    try {
      return verify('sha256', message, { key: publicKeyObject(publicKey), dsaEncoding: 'der' }, sig);
    } catch {
      return false;
    }
  },
  async keygen() {
    const key = newKeyPair();
    return { publicKey: key.publicKey, signKey: key.signKey };
  },
};

const hash: Hash = {
  async digest(data) {
    return new Uint8Array(createHash('sha256').update(data).digest());
  },
  async mac(key, data) {
    return new Uint8Array(createHmac('sha256', key).update(data).digest());
  },
  async verifyMac(key, mac, data) {
    const expected = createHmac('sha256', key).update(data).digest();
    return expected.length === mac.length && timingSafeEqual(expected, mac);
  },
};

function newKeyPair(): { publicKey: Uint8Array; signKey: Uint8Array } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const spki = publicKey.export({ format: 'der', type: 'spki' });
  return {
    publicKey: new Uint8Array(spki.subarray(P256_SPKI_PREFIX.length)),
    signKey: new Uint8Array(privateKey.export({ format: 'der', type: 'pkcs8' })),
  };
}

/** The user id as DAVE's credential identity: 64-bit big-endian. */
export function identityOf(userId: string): Buffer {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(BigInt(userId));
  return out;
}

async function load(): Promise<DaveMls> {
  const [external, message, sender, authenticated, keyPackages] = await Promise.all([
    import('ts-mls/externalProposal.js'),
    import('ts-mls/message.js'),
    import('ts-mls/externalSender.js'),
    import('ts-mls/authenticatedContent.js'),
    import('ts-mls/keyPackage.js'),
  ]);
  // Proposals from an external sender sign no group context (RFC 9420 §6.1), so only what ts-mls reads
  // of one is filled: version, suite, group id, epoch and the external_senders extension.
  const cs = { signature, hash, name: CIPHERSUITE } as unknown as CiphersuiteImpl;

  return {
    externalSender() {
      const key = newKeyPair();
      const pkg = sender.encodeExternalSender({
        signaturePublicKey: key.publicKey,
        credential: { credentialType: 'basic', identity: EXTERNAL_SENDER_IDENTITY },
      });
      return { package: Buffer.from(pkg), publicKey: key.publicKey, signKey: key.signKey };
    },

    async readKeyPackage(bytes, userId) {
      // Op 26 carries an MLSMessage(KeyPackage) per the protocol; DAVE clients send the bare KeyPackage.
      let keyPackage: KeyPackage | undefined;
      let end = 0;
      if (bytes.length >= 4 && bytes[2] === 0 && bytes[3] === 5) {
        const decoded = message.decodeMlsMessage(bytes, 0);
        if (decoded !== undefined && decoded[0].wireformat === 'mls_key_package') {
          keyPackage = decoded[0].keyPackage;
          end = decoded[1];
        }
      } else {
        const decoded = keyPackages.decodeKeyPackage(bytes, 0);
        if (decoded !== undefined) [keyPackage, end] = decoded;
      }
      if (keyPackage === undefined || end !== bytes.length)
        return { ok: false, reason: 'key package: not an MLS KeyPackage' };
      if (keyPackage.version !== 'mls10' || keyPackage.cipherSuite !== CIPHERSUITE)
        return { ok: false, reason: 'key package: not MLS 1.0 with ciphersuite 2 (DAVE version 1)' };
      const leaf = keyPackage.leafNode;
      const credential = leaf.credential;
      if (credential.credentialType !== 'basic')
        return { ok: false, reason: 'key package: the credential must be basic' };
      if (!Buffer.from(credential.identity).equals(identityOf(userId)))
        return { ok: false, reason: "key package: the credential's identity is not this user's id" };
      if (leaf.leafNodeSource !== 'key_package')
        return { ok: false, reason: "key package: the leaf node's source is not key_package" };
      if (leaf.lifetime.notBefore !== 0n || leaf.lifetime.notAfter !== NOT_AFTER_MAX)
        return { ok: false, reason: 'key package: the lifetime must be not_before 0, not_after 2^64-1' };
      if (!(await keyPackages.verifyKeyPackage(keyPackage, signature)))
        return { ok: false, reason: 'key package: its signature does not verify' };
      return { ok: true, value: { keyPackage } };
    },

    async propose(key, groupId, epoch, proposal) {
      const body: Proposal =
        'add' in proposal
          ? { proposalType: 'add', add: { keyPackage: proposal.add } }
          : { proposalType: 'remove', remove: { removed: proposal.remove } };
      const groupInfo = {
        groupContext: {
          version: 'mls10' as const,
          cipherSuite: CIPHERSUITE as typeof CIPHERSUITE,
          groupId,
          epoch,
          treeHash: new Uint8Array(),
          confirmedTranscriptHash: new Uint8Array(),
          extensions: [{ extensionType: 'external_senders' as const, extensionData: key.package }],
        },
      } as unknown as Parameters<typeof external.proposeExternal>[0];
      const mlsMessage = await external.proposeExternal(groupInfo, body, key.publicKey, key.signKey, cs);
      if (mlsMessage.wireformat !== 'mls_public_message') throw new Error('ts-mls: expected a PublicMessage');
      const framed = mlsMessage.publicMessage;
      const ref = await authenticated.makeProposalRef(
        { wireformat: 'mls_public_message', content: framed.content, auth: framed.auth },
        hash,
      );
      return { message: Buffer.from(message.encodeMlsMessage(mlsMessage)), ref: Buffer.from(ref) };
    },

    readCommit(bytes) {
      let decoded: ReturnType<typeof message.decodeMlsMessage>;
      try {
        decoded = message.decodeMlsMessage(bytes, 0);
      } catch {
        decoded = undefined;
      }
      if (decoded === undefined) return { ok: false, reason: 'commit: not an MLSMessage' };
      const [mlsMessage, end] = decoded;
      if (mlsMessage.wireformat !== 'mls_public_message')
        return { ok: false, reason: 'commit: must be an MLS PublicMessage' };
      const content = mlsMessage.publicMessage.content;
      if (content.contentType !== 'commit')
        return { ok: false, reason: 'commit: the message is not a commit' };
      if (content.sender.senderType !== 'member')
        return { ok: false, reason: 'commit: the sender must be a member' };
      const refs: string[] = [];
      let inline = 0;
      for (const item of content.commit.proposals)
        if (item.proposalOrRefType === 'reference') refs.push(Buffer.from(item.reference).toString('hex'));
        else inline++;
      const pathLeaf = content.commit.path?.leafNode;
      const pathIdentity =
        pathLeaf !== undefined && pathLeaf.credential.credentialType === 'basic'
          ? Buffer.from(pathLeaf.credential.identity)
          : null;
      return {
        ok: true,
        value: {
          groupId: Buffer.from(content.groupId),
          epoch: content.epoch,
          senderLeaf: content.sender.leafIndex,
          refs,
          inline,
          pathIdentity,
          commit: Buffer.from(bytes.subarray(0, end)),
          rest: Buffer.from(bytes.subarray(end)),
        },
      };
    },
  };
}
