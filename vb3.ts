import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { verifyKey } from 'discord-interactions';
import { verifyInteraction, interactionPublicKey } from './src/interactions/verify.js';
const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const hex = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex');
const body = Buffer.from('x'.repeat(600)); const ts = String(Math.floor(Date.now()/1000));
const msg = Buffer.concat([Buffer.from(ts), body]);
const sig = sign(null, msg, privateKey);
const sigHex = sig.toString('hex');
const key = interactionPublicKey(hex);
const fns: [string, () => unknown][] = [
  ['raw verify', () => verify(null, msg, key, sig)],
  ['ours hex', () => verifyInteraction(hex, sigHex, ts, body)],
  ['verifyKey', () => verifyKey(body, sigHex, ts, hex)],
];
const acc = fns.map(() => [] as number[]);
for (let r = 0; r < 21; r++) for (const [i, [, f]] of fns.entries()) {
  const t = process.hrtime.bigint(); for (let j = 0; j < 200; j++) await f(); acc[i]!.push(Number(process.hrtime.bigint() - t) / 1e3 / 200);
}
for (const [i, [n]] of fns.entries()) { const s = acc[i]!.sort((a, b) => a - b); console.log(n, s[10]!.toFixed(1), 'us'); }
