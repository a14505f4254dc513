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
import { createHash, createHmac, createPublicKey, generateKeyPairSync, sign, timingSafeEqual, verify, } from 'node:crypto';
/** DAVE protocol version 1's MLS ciphersuite (DHKEMP256_AES128GCM_SHA256_P256). */
const CIPHERSUITE = 'MLS_128_DHKEMP256_AES128GCM_SHA256_P256';
/** The DER prefix of a P-256 SubjectPublicKeyInfo; the uncompressed point (65 bytes) follows. */
const P256_SPKI_PREFIX = Buffer.from('3059301306072a8648ce3d020106082a8648ce3d030107034200', 'hex');
/** Key packages must live forever (`not_before 0`, `not_after 2^64 - 1`). */
const NOT_AFTER_MAX = 0xffffffffffffffffn;
/** The external sender's basic credential identity (ours: the protocol does not say what it is). */
const EXTERNAL_SENDER_IDENTITY = Buffer.from('voice-gateway', 'ascii');
let loading;
/** Whether ts-mls was asked for (a DAVE call started in this process). */
export function daveMlsLoaded() {
    return loading !== undefined;
}
/** ts-mls, loaded once, on the first DAVE call. */
export function loadDaveMls() {
    loading ??= load();
    return loading;
}
function publicKeyObject(point) {
    return createPublicKey({ key: Buffer.concat([P256_SPKI_PREFIX, point]), format: 'der', type: 'spki' });
}
const signature = {
    async sign(signKey, message) {
        return new Uint8Array(sign('sha256', message, {
            key: Buffer.from(signKey),
            format: 'der',
            type: 'pkcs8',
            dsaEncoding: 'der',
        }));
    },
    async verify(publicKey, message, sig) {
        try {
            return verify('sha256', message, { key: publicKeyObject(publicKey), dsaEncoding: 'der' }, sig);
        }
        catch {
            return false;
        }
    },
    async keygen() {
        const key = newKeyPair();
        return { publicKey: key.publicKey, signKey: key.signKey };
    },
};
const hash = {
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
function newKeyPair() {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const spki = publicKey.export({ format: 'der', type: 'spki' });
    return {
        publicKey: new Uint8Array(spki.subarray(P256_SPKI_PREFIX.length)),
        signKey: new Uint8Array(privateKey.export({ format: 'der', type: 'pkcs8' })),
    };
}
/** The user id as DAVE's credential identity: 64-bit big-endian. */
export function identityOf(userId) {
    const out = Buffer.alloc(8);
    out.writeBigUInt64BE(BigInt(userId));
    return out;
}
async function load() {
    const [external, message, sender, authenticated, keyPackages] = await Promise.all([
        import('ts-mls/externalProposal.js'),
        import('ts-mls/message.js'),
        import('ts-mls/externalSender.js'),
        import('ts-mls/authenticatedContent.js'),
        import('ts-mls/keyPackage.js'),
    ]);
    // Proposals from an external sender sign no group context (RFC 9420 §6.1), so only what ts-mls reads
    // of one is filled: version, suite, group id, epoch and the external_senders extension.
    const cs = { signature, hash, name: CIPHERSUITE };
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
            let keyPackage;
            let end = 0;
            if (bytes.length >= 4 && bytes[2] === 0 && bytes[3] === 5) {
                const decoded = message.decodeMlsMessage(bytes, 0);
                if (decoded !== undefined && decoded[0].wireformat === 'mls_key_package') {
                    keyPackage = decoded[0].keyPackage;
                    end = decoded[1];
                }
            }
            else {
                const decoded = keyPackages.decodeKeyPackage(bytes, 0);
                if (decoded !== undefined)
                    [keyPackage, end] = decoded;
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
            const body = 'add' in proposal
                ? { proposalType: 'add', add: { keyPackage: proposal.add } }
                : { proposalType: 'remove', remove: { removed: proposal.remove } };
            const groupInfo = {
                groupContext: {
                    version: 'mls10',
                    cipherSuite: CIPHERSUITE,
                    groupId,
                    epoch,
                    treeHash: new Uint8Array(),
                    confirmedTranscriptHash: new Uint8Array(),
                    extensions: [{ extensionType: 'external_senders', extensionData: key.package }],
                },
            };
            const mlsMessage = await external.proposeExternal(groupInfo, body, key.publicKey, key.signKey, cs);
            if (mlsMessage.wireformat !== 'mls_public_message')
                throw new Error('ts-mls: expected a PublicMessage');
            const framed = mlsMessage.publicMessage;
            const ref = await authenticated.makeProposalRef({ wireformat: 'mls_public_message', content: framed.content, auth: framed.auth }, hash);
            return { message: Buffer.from(message.encodeMlsMessage(mlsMessage)), ref: Buffer.from(ref) };
        },
        readCommit(bytes) {
            let decoded;
            try {
                decoded = message.decodeMlsMessage(bytes, 0);
            }
            catch {
                decoded = undefined;
            }
            if (decoded === undefined)
                return { ok: false, reason: 'commit: not an MLSMessage' };
            const [mlsMessage, end] = decoded;
            if (mlsMessage.wireformat !== 'mls_public_message')
                return { ok: false, reason: 'commit: must be an MLS PublicMessage' };
            const content = mlsMessage.publicMessage.content;
            if (content.contentType !== 'commit')
                return { ok: false, reason: 'commit: the message is not a commit' };
            if (content.sender.senderType !== 'member')
                return { ok: false, reason: 'commit: the sender must be a member' };
            const refs = [];
            let inline = 0;
            for (const item of content.commit.proposals)
                if (item.proposalOrRefType === 'reference')
                    refs.push(Buffer.from(item.reference).toString('hex'));
                else
                    inline++;
            const pathLeaf = content.commit.path?.leafNode;
            const pathIdentity = pathLeaf !== undefined && pathLeaf.credential.credentialType === 'basic'
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
