/**
 * The voice server's TLS: clients build `wss://<endpoint>` themselves (VOICE.md §7), so the endpoint is
 * served over TLS with a certificate they can trust. The emulator makes a local certificate authority
 * once (kept beside its data file when it has one, so a developer trusts it once; in memory otherwise)
 * and, from it, a server certificate for `127.0.0.1`, `::1` and `localhost`. Clients trust the CA through
 * `NODE_EXTRA_CA_CERTS` or their own `ca` option (docs/voice-server.md).
 *
 * node-forge lays out the X.509 structures (maintained, pure JavaScript); keys are made and signatures
 * computed by node:crypto (RSA 2048 in libuv's pool, so nothing blocks the event loop for long).
 */
import { createPrivateKey, generateKeyPair, sign, X509Certificate } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
const makeKeyPair = promisify(generateKeyPair);
const DAY_MS = 86_400_000;
/** The CA lasts ten years; the server certificate a year (it is made again at every start). */
const CA_DAYS = 3650;
const SERVER_DAYS = 365;
/** The files of the CA kept beside a data file: `<dataFile>.voice-ca.pem` and `<dataFile>.voice-ca-key.pem`. */
export function authorityFilesOf(dataFile) {
    return { certFile: `${dataFile}.voice-ca.pem`, keyFile: `${dataFile}.voice-ca-key.pem` };
}
/**
 * The CA: read from `files` when both exist and hold a CA certificate and its key, else made (and, with
 * `files`, written there). A damaged pair is replaced, never half-used.
 */
export async function loadOrCreateAuthority(files) {
    if (files !== undefined) {
        const loaded = await readAuthority(files);
        if (loaded !== undefined)
            return loaded;
    }
    const made = await makeAuthority();
    if (files !== undefined)
        await writeAuthority(files, made);
    return made;
}
async function readAuthority(files) {
    let certPem;
    let keyPem;
    try {
        [certPem, keyPem] = await Promise.all([
            readFile(files.certFile, 'utf8'),
            readFile(files.keyFile, 'utf8'),
        ]);
    }
    catch {
        return undefined;
    }
    try {
        const cert = new X509Certificate(certPem);
        const key = createPrivateKey(keyPem);
        if (!cert.ca || !cert.checkPrivateKey(key) || Date.parse(cert.validTo) < Date.now() + 30 * DAY_MS)
            return undefined;
        return { certPem, keyPem };
    }
    catch {
        return undefined;
    }
}
async function writeAuthority(files, authority) {
    await mkdir(dirname(files.keyFile), { recursive: true });
    // The key first, written privately and moved into place; then the certificate that goes with it.
    const tmpKey = `${files.keyFile}.${process.pid}.tmp`;
    await writeFile(tmpKey, authority.keyPem, { mode: 0o600 });
    await chmod(tmpKey, 0o600);
    await rename(tmpKey, files.keyFile);
    const tmpCert = `${files.certFile}.${process.pid}.tmp`;
    await writeFile(tmpCert, authority.certPem);
    await rename(tmpCert, files.certFile);
}
async function rsaKeys() {
    return makeKeyPair('rsa', { modulusLength: 2048 });
}
function serial() {
    // Positive (leading bit clear), 16 bytes of randomness.
    return `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
}
/** Signs the certificate's TBS part with node:crypto (SHA-256 with RSA), as forge's own `sign` would lay it out. */
function signWith(cert, key) {
    const oid = forge.pki.oids.sha256WithRSAEncryption;
    cert.siginfo.algorithmOid = oid;
    cert.signatureOid = oid;
    // Exported by forge at run time, missing from its type declarations.
    const tbs = forge.pki.getTBSCertificate(cert);
    cert.tbsCertificate = tbs;
    const der = Buffer.from(forge.asn1.toDer(tbs).getBytes(), 'binary');
    cert.signature = sign('sha256', der, key).toString('binary');
}
function forgePublicKey(key) {
    return forge.pki.publicKeyFromPem(key.export({ type: 'spki', format: 'pem' }));
}
function validity(cert, days) {
    const now = Date.now();
    cert.validity.notBefore = new Date(now - DAY_MS);
    cert.validity.notAfter = new Date(now + days * DAY_MS);
}
async function makeAuthority() {
    const keys = await rsaKeys();
    const cert = forge.pki.createCertificate();
    cert.publicKey = forgePublicKey(keys.publicKey);
    cert.serialNumber = serial();
    validity(cert, CA_DAYS);
    const name = [
        {
            name: 'commonName',
            value: `social-sdk emulator local voice CA ${forge.util.bytesToHex(forge.random.getBytesSync(4))}`,
        },
        { name: 'organizationName', value: 'social-sdk emulator (local testing only)' },
    ];
    cert.setSubject(name);
    cert.setIssuer(name);
    cert.setExtensions([
        { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
        { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        { name: 'subjectKeyIdentifier' },
    ]);
    signWith(cert, keys.privateKey);
    return {
        certPem: forge.pki.certificateToPem(cert),
        keyPem: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }),
    };
}
/** A server certificate for 127.0.0.1, ::1 and localhost, signed by `authority`. */
export async function issueServerCertificate(authority) {
    const keys = await rsaKeys();
    const ca = forge.pki.certificateFromPem(authority.certPem);
    const cert = forge.pki.createCertificate();
    cert.publicKey = forgePublicKey(keys.publicKey);
    cert.serialNumber = serial();
    validity(cert, SERVER_DAYS);
    cert.setSubject([{ name: 'commonName', value: 'localhost' }]);
    cert.setIssuer(ca.subject.attributes);
    cert.setExtensions([
        { name: 'basicConstraints', cA: false, critical: true },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
            name: 'subjectAltName',
            altNames: [
                { type: 2, value: 'localhost' },
                { type: 7, ip: '127.0.0.1' },
                { type: 7, ip: '::1' },
            ],
        },
        { name: 'subjectKeyIdentifier' },
    ]);
    signWith(cert, createPrivateKey(authority.keyPem));
    return {
        certPem: forge.pki.certificateToPem(cert),
        keyPem: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }),
    };
}
