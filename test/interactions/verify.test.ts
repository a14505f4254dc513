/**
 * Signatures, cross-checked with independent libraries: `discord-interactions`' verifyKey accepts what
 * the emulator signs and refuses it tampered; our verifyInteraction accepts what `tweetnacl` signs. A
 * payload the test signs itself with the app's key (from the control API) gets PONG; a bad one gets 401.
 */
import { createPrivateKey, sign } from 'node:crypto';
import { verifyKey } from 'discord-interactions';
import nacl from 'tweetnacl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/http/errors.js';
import { messageResponse, verifyInteraction } from '../../src/interactions/index.js';
import { type InteractionsFixture, startInteractionsFixture } from './fixture.js';

let fx: InteractionsFixture;
beforeAll(async () => {
  fx = await startInteractionsFixture();
});
afterAll(async () => {
  await fx?.close();
});

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** POSTs a body to our handler, signed with `privateKeyPem` (or the given headers). */
async function post(
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const url = fx.app.interactionsUrl ?? '';
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, text: await response.text() };
}

function signed(
  body: string,
  privateKeyPem: string,
  timestamp = String(Math.floor(fx.emulator.control.clock.now() / 1000)),
) {
  const signature = sign(null, Buffer.from(timestamp + body), createPrivateKey(privateKeyPem)).toString(
    'hex',
  );
  return { 'x-signature-ed25519': signature, 'x-signature-timestamp': timestamp };
}

/** A PING as the service sends it when an interactions URL is set. */
function pingBody(): string {
  return JSON.stringify({ id: '1', application_id: fx.app.id, type: 1, token: 'test-token-123', version: 1 });
}

describe('the handler and the app key', () => {
  it('answers a PING the test signs with the key from the control API', async () => {
    const keys = fx.emulator.control.applicationKeys(fx.app.id);
    expect(keys.publicKey).toBe(fx.app.verifyKey);
    const ping = pingBody();
    expect(await post(ping, signed(ping, keys.privateKeyPem))).toEqual({ status: 200, text: '{"type":1}' });
  });

  it('answers 401 to a tampered body, a foreign key, an old timestamp or malformed headers', async () => {
    const keys = fx.emulator.control.applicationKeys(fx.app.id);
    const ping = pingBody();
    const before = fx.errors.length;
    const headers = signed(ping, keys.privateKeyPem);
    expect((await post(ping.replace('"type":1', '"type":2'), headers)).status).toBe(401);
    const other = nacl.sign.keyPair();
    const foreign = hex(
      nacl.sign.detached(Buffer.from(headers['x-signature-timestamp'] + ping), other.secretKey),
    );
    expect((await post(ping, { ...headers, 'x-signature-ed25519': foreign })).status).toBe(401);
    const old = String(Math.floor(fx.emulator.control.clock.now() / 1000) - 3600);
    expect((await post(ping, signed(ping, keys.privateKeyPem, old))).status).toBe(401);
    expect((await post(ping, { ...headers, 'x-signature-ed25519': 'zz' })).status).toBe(401);
    expect((await post(ping, {})).status).toBe(401);
    const reasons = fx.errors.slice(before).map((e) => e.message);
    expect(reasons).toEqual([
      'interaction refused (401): the signature does not match the body',
      'interaction refused (401): the signature does not match the body',
      expect.stringMatching(/X-Signature-Timestamp is 360[01] s away from now \(at most 300 s allowed\)/),
      'interaction refused (401): X-Signature-Ed25519 is not a signature (128 hex characters)',
      'interaction refused (401): X-Signature-Ed25519 is not a signature (128 hex characters)',
    ]);
  });

  it("discord-interactions' verifyKey accepts the emulator's signatures and refuses them tampered", async () => {
    fx.commandRoutes.ping = () => messageResponse('pong');
    fx.raw.length = 0;
    await fx.emulator.control.invokeCommand({ user: fx.users.alice.id, guild: fx.guildId, name: 'ping' });
    const [delivery] = fx.raw;
    if (!delivery) throw new Error('nothing was delivered');
    expect(await verifyKey(delivery.body, delivery.signature, delivery.timestamp, fx.app.verifyKey)).toBe(
      true,
    );
    const tampered = Buffer.from(delivery.body.toString().replace('"ping"', '"pong"'));
    expect(await verifyKey(tampered, delivery.signature, delivery.timestamp, fx.app.verifyKey)).toBe(false);
    expect(
      await verifyKey(
        delivery.body,
        delivery.signature,
        String(Number(delivery.timestamp) + 1),
        fx.app.verifyKey,
      ),
    ).toBe(false);
  });
});

describe('verifyInteraction', () => {
  const pair = nacl.sign.keyPair();
  const publicKey = hex(pair.publicKey);
  const now = () => 1_700_000_000_000;
  const timestamp = '1700000000';
  const body = '{"type":1}';
  const signature = hex(nacl.sign.detached(Buffer.from(timestamp + body), pair.secretKey));

  it('accepts tweetnacl signatures, over strings or bytes, and refuses any change', () => {
    expect(verifyInteraction(publicKey, signature, timestamp, body, { now })).toBe(true);
    expect(verifyInteraction(publicKey.toUpperCase(), signature, timestamp, Buffer.from(body), { now })).toBe(
      true,
    );
    expect(verifyInteraction(publicKey, signature, timestamp, '{"type":2}', { now })).toBe(false);
    expect(verifyInteraction(publicKey, signature, '1700000001', body, { now })).toBe(false);
    const flipped = (Number.parseInt(signature[0] ?? '0', 16) ^ 1).toString(16) + signature.slice(1);
    expect(verifyInteraction(publicKey, flipped, timestamp, body, { now })).toBe(false);
  });

  it('signs the body as UTF-8, whether given as a string or as bytes (a Uint8Array view too)', () => {
    const text = '{"content":"café 🎲 ✓"}';
    const sig = hex(nacl.sign.detached(Buffer.from(timestamp + text), pair.secretKey));
    const bytes = Buffer.from(text);
    const padded = new Uint8Array(2 + bytes.length);
    padded.set(bytes, 2);
    const view = padded.subarray(2);
    expect(verifyInteraction(publicKey, sig, timestamp, text, { now })).toBe(true);
    expect(verifyInteraction(publicKey, sig, timestamp, bytes, { now })).toBe(true);
    expect(verifyInteraction(publicKey, sig, timestamp, view, { now })).toBe(true);
    expect(verifyInteraction(publicKey, sig, timestamp, text.replace('é', 'e'), { now })).toBe(false);
  });

  it('bounds the timestamp skew, and treats malformed network input as a refusal, not an exception', () => {
    const later = () => 1_700_000_000_000 + 301_000;
    expect(verifyInteraction(publicKey, signature, timestamp, body, { now: later })).toBe(false);
    expect(
      verifyInteraction(publicKey, signature, timestamp, body, { now: later, maxSkewSeconds: 400 }),
    ).toBe(true);
    expect(
      verifyInteraction(publicKey, signature, timestamp, body, {
        now: later,
        maxSkewSeconds: Number.POSITIVE_INFINITY,
      }),
    ).toBe(true);
    for (const bad of [undefined, '', 'xyz', signature.slice(2), `${signature}00`, ['a']])
      expect(verifyInteraction(publicKey, bad, timestamp, body, { now })).toBe(false);
    for (const bad of [undefined, '', '-5', '1.5', '17000000000000'])
      expect(verifyInteraction(publicKey, signature, bad, body, { now })).toBe(false);
  });

  it("a bad public key is the caller's mistake: a ValidationError that names it", () => {
    expect(() => verifyInteraction('abc', signature, timestamp, body)).toThrow(ValidationError);
    expect(() => verifyInteraction('abc', signature, timestamp, body)).toThrow(
      /publicKey: expected the application's Ed25519 public key as 64 hex characters/,
    );
  });
});
