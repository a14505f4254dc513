/**
 * Interactions (issue 15), two comparisons in one run each:
 *
 * 1. Signature verification: our `verifyInteraction` (node:crypto Ed25519) against `discord-interactions`'
 *    `verifyKey` (WebCrypto), both given the hex public key, the hex signature, the timestamp and the
 *    raw body of a typical command payload, as a handler receives them. Both run in the same async loop
 *    (each call awaited), in alternating rounds; each one's ops/s is the median. Ours is also shown
 *    with the key parsed once (what `createInteractionHandler` does). Aim: >= 2x.
 *    Like with like (issue 31): `verifyKey` imports the key on every call while ours keeps a parsed key,
 *    so the headline peer is WebCrypto given a `CryptoKey` imported once: per call it does exactly what
 *    `verifyKey` does besides the import (hex signature to bytes, timestamp and body concatenated, one
 *    `crypto.subtle.verify('Ed25519', ...)`). The aim is read against it, with our key parsed once too.
 *    A floor row (issue 31): `crypto.verify(null, message, keyObject, signature)` alone, with the
 *    message and signature bytes made before the loop: no design that verifies with node:crypto can be
 *    faster, so if the floor is under 2x the prepared peer, the aim cannot be met this way.
 * 2. PING throughput over loopback (autocannon, 64 connections): `createInteractionHandler` against a
 *    bare `node:http` handler that only reads the body, verifies it and answers `{"type":1}`. The
 *    servers run in a child process so that autocannon does not share their event loop. Aim: bare/ours
 *    <= 1.3.
 *
 * Run: node --import tsx bench/interactions.ts [seconds per throughput round, default 3] [--verify]
 * (`--verify`: the verification table only.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { verifyKey } from 'discord-interactions';
import {
  createInteractionHandler,
  interactionPublicKey,
  verifyInteraction,
} from '../src/interactions/index.js';

const CONNECTIONS = 64;
const ROUNDS = 5;
/** Alternating rounds of the verification table (15: under load, 9 left the medians jumping). */
const VERIFY_ROUNDS = 15;

/** A signed request: what the service would send. */
function signedRequest(body: string) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const hexKey = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex');
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = sign(null, Buffer.from(timestamp + body), privateKey).toString('hex');
  return { hexKey, timestamp, signature, body: Buffer.from(body) };
}

const COMMAND = JSON.stringify({
  id: '1180000000000000000',
  application_id: '1180000000000000001',
  type: 2,
  token: 'x'.repeat(96),
  version: 1,
  guild_id: '1180000000000000002',
  channel_id: '1180000000000000003',
  member: { user: { id: '1180000000000000004', username: 'player' }, roles: [], permissions: '2150698048' },
  app_permissions: '2150698048',
  locale: 'en-US',
  data: {
    id: '1180000000000000005',
    name: 'stats',
    type: 1,
    options: [{ name: 'mode', type: 3, value: 'ranked' }],
  },
});
const PING = JSON.stringify({
  id: '1180000000000000000',
  application_id: '1180000000000000001',
  type: 1,
  token: 'x'.repeat(96),
  version: 1,
});

if (process.argv[2] === '--serve') await serve();
else await main();

async function timeAsync(run: () => unknown, roundMs: number): Promise<number> {
  let count = 0;
  const start = process.hrtime.bigint();
  let elapsedMs = 0;
  while (elapsedMs < roundMs) {
    for (let i = 0; i < 64; i++) await run();
    count += 64;
    elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  }
  return (count * 1000) / elapsedMs;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? 0;
}

/** The peer with its key prepared once: WebCrypto's Ed25519 verify, doing per call what verifyKey does. */
async function preparedPeer(hexKey: string) {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    Buffer.from(hexKey, 'hex'),
    { name: 'Ed25519' },
    false,
    ['verify'],
  );
  const encoder = new TextEncoder();
  return (body: Uint8Array, signature: string, timestamp: string): Promise<boolean> => {
    const stamp = encoder.encode(timestamp);
    const message = new Uint8Array(stamp.length + body.length);
    message.set(stamp);
    message.set(body, stamp.length);
    return crypto.subtle.verify('Ed25519', cryptoKey, Buffer.from(signature, 'hex'), message);
  };
}

async function verification(): Promise<boolean> {
  const { hexKey, timestamp, signature, body } = signedRequest(COMMAND);
  const key = interactionPublicKey(hexKey);
  const prepared = await preparedPeer(hexKey);
  // The floor: node:crypto's verify alone, with the message and signature bytes already made.
  const message = Buffer.concat([Buffer.from(timestamp), body]);
  const signatureBytes = Buffer.from(signature, 'hex');
  const contenders = [
    { name: 'verifyInteraction (hex key)', run: () => verifyInteraction(hexKey, signature, timestamp, body) },
    { name: 'verifyInteraction (parsed key)', run: () => verifyInteraction(key, signature, timestamp, body) },
    { name: "discord-interactions' verifyKey", run: () => verifyKey(body, signature, timestamp, hexKey) },
    { name: 'WebCrypto, CryptoKey prepared once', run: () => prepared(body, signature, timestamp) },
    {
      name: 'floor: bare crypto.verify, key, message and signature prepared',
      run: () => verify(null, message, key, signatureBytes),
    },
  ];
  for (const contender of contenders) {
    if ((await contender.run()) !== true) throw new Error(`${contender.name} refused a valid signature`);
    await timeAsync(contender.run, 300); // warm-up
  }
  const samples = contenders.map(() => [] as number[]);
  for (let round = 0; round < VERIFY_ROUNDS; round++)
    for (const [i, contender] of contenders.entries()) samples[i]?.push(await timeAsync(contender.run, 150));
  const ops = samples.map(median);
  const peer = ops[2] ?? 1;
  console.log('| contender | ops/s | ratio to verifyKey |');
  console.log('|---|---|---|');
  for (const [i, contender] of contenders.entries())
    console.log(
      `| ${contender.name} | ${Math.round(ops[i] ?? 0).toLocaleString('en-US')} | **${((ops[i] ?? 0) / peer).toFixed(2)}** |`,
    );
  const preparedOps = ops[3] ?? 1;
  const floorOps = ops[4] ?? 1;
  const ratio = (ops[1] ?? 0) / preparedOps;
  const met = ratio >= 2;
  console.log(
    `verifyInteraction (parsed key) / WebCrypto (CryptoKey prepared once): **${ratio.toFixed(2)}**`,
  );
  console.log(
    `floor (bare crypto.verify) / WebCrypto prepared: **${(floorOps / preparedOps).toFixed(2)}**; ` +
      `verifyInteraction (parsed key) / floor: **${((ops[1] ?? 0) / floorOps).toFixed(2)}**`,
  );
  console.log(`aim: >= 2x the prepared-key peer: ${met ? 'met' : '**missed**'}\n`);
  return met;
}

/** Child process: our handler and the bare one, each on 127.0.0.1:0; prints where they are and what to send. */
async function serve(): Promise<void> {
  const request = signedRequest(PING);
  const ours = createServer(
    createInteractionHandler({ publicKey: request.hexKey, onError: () => undefined }),
  );
  const key = interactionPublicKey(request.hexKey);
  const bare = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const ok = verifyInteraction(
        key,
        req.headers['x-signature-ed25519'],
        req.headers['x-signature-timestamp'],
        Buffer.concat(chunks),
        {
          maxSkewSeconds: Number.POSITIVE_INFINITY,
        },
      );
      if (!ok) res.writeHead(401).end();
      else res.writeHead(200, { 'content-type': 'application/json', 'content-length': 10 }).end('{"type":1}');
    });
  });
  const listen = (server: ReturnType<typeof createServer>) =>
    new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`),
      ),
    );
  const info = {
    ours: await listen(ours),
    bare: await listen(bare),
    headers: {
      'content-type': 'application/json',
      'x-signature-ed25519': request.signature,
      'x-signature-timestamp': request.timestamp,
    },
    body: PING,
  };
  process.stdout.write(`${JSON.stringify(info)}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
}

async function load(url: string, headers: Record<string, string>, body: string, seconds: number) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers,
    body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function throughput(seconds: number): Promise<boolean> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  try {
    const info = await new Promise<{
      ours: string;
      bare: string;
      headers: Record<string, string>;
      body: string;
    }>((resolve, reject) => {
      let buffer = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const line = buffer.indexOf('\n');
        if (line >= 0) resolve(JSON.parse(buffer.slice(0, line)));
      });
      child.on('exit', (code) => reject(new Error(`server process exited (${code})`)));
    });
    await load(info.ours, info.headers, info.body, 1); // warm-up
    await load(info.bare, info.headers, info.body, 1);
    const ours: Awaited<ReturnType<typeof load>>[] = [];
    const bare: Awaited<ReturnType<typeof load>>[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      ours.push(await load(info.ours, info.headers, info.body, seconds));
      bare.push(await load(info.bare, info.headers, info.body, seconds));
    }
    const oursRps = median(ours.map((r) => r.rps));
    const bareRps = median(bare.map((r) => r.rps));
    const errors = [...ours, ...bare].reduce((sum, r) => sum + r.errors, 0);
    const ratio = bareRps / oursRps;
    const met = ratio <= 1.3 && errors === 0;
    console.log(
      `PING over loopback, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${seconds} s`,
    );
    console.log('| server | req/s | p99 |');
    console.log('|---|---|---|');
    console.log(
      `| createInteractionHandler | ${Math.round(oursRps).toLocaleString('en-US')} | ${median(ours.map((r) => r.p99))} ms |`,
    );
    console.log(
      `| bare node:http, verify only | ${Math.round(bareRps).toLocaleString('en-US')} | ${median(bare.map((r) => r.p99))} ms |`,
    );
    console.log(
      `ratio bare/ours **${ratio.toFixed(2)}**; aim <= 1.3: ${met ? 'met' : '**missed**'}${errors > 0 ? ` (${errors} errors)` : ''}`,
    );
    return met;
  } finally {
    child.stdin?.end();
    child.kill();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const verifyOnly = args.includes('--verify');
  const seconds = Number(args.find((arg) => !arg.startsWith('--')) ?? 3);
  const verified = await verification();
  const served = verifyOnly || (await throughput(seconds));
  process.exitCode = verified && served ? 0 : 1;
}
