/**
 * Rich presence through the Client (issue 25): from `UpdateRichPresence(activity)` on one player's
 * Client to the friend's `SetUserUpdatedCallback` reading the new `GameActivity()`, against the same
 * emulator reached without the Client: op 3 with the same activity sent on a raw `ws` session, and the
 * friend's raw session parsing the PRESENCE_UPDATE frame (a bare dispatch). The difference is what the
 * Client adds on both ends: the shared rules' check, the wire form, the pacer, the friend's edge check,
 * cache diff and callback delivery. Aim: under 0.5 ms at the median.
 *
 * Rounds alternate between the two roads, so noise hits both alike. The service allows 5 presence
 * updates per 20 s per session, so each road rotates over its own senders (a Client each, or a raw
 * session each), each sender at most 5 times: no update ever waits for the window.
 *
 * Run: node --import tsx bench/presence.ts [rounds per road, default 200]
 */
import WebSocket from 'ws';
import { Activity, ActivityParty, ActivitySecrets } from '../src/client/activity.js';
import { Client } from '../src/client/Client.js';
import { startEmulator } from '../src/emulator/index.js';
import { AuthorizationTokenType, type GatewayActivity } from '../src/model/index.js';
import { median } from './lib/measure.js';
import { BENCH_REDIRECT, signInUser } from './lib/signIn.js';

const PER_SENDER = 5;
const WAIT_MS = 10_000;
const AIM_MS = 0.5;

/** The activity of round `i`, as the game builds it and as op 3 carries it. */
function activityOf(i: number): { value: Activity; wire: GatewayActivity } {
  const value = new Activity();
  value.SetState(`round ${i}`);
  value.SetDetails('Capture the flag');
  const party = new ActivityParty();
  party.SetId('bench-party');
  party.SetCurrentSize(1);
  party.SetMaxSize(4);
  value.SetParty(party);
  const secrets = new ActivitySecrets();
  secrets.SetJoin('bench-secret');
  value.SetSecrets(secrets);
  const wire: GatewayActivity = {
    name: 'Bench',
    type: 0,
    state: `round ${i}`,
    details: 'Capture the flag',
    party: { id: 'bench-party', size: [1, 4], privacy: 0 },
    secrets: { join: 'bench-secret' },
    supported_platforms: 1,
  };
  return { value, wire };
}

/** A raw gateway session, and what receives each PRESENCE_UPDATE's parsed data. */
interface RawSession {
  ws: WebSocket;
  onPresence: ((d: { user: { id: string }; activities: { state?: string }[] }) => void) | undefined;
}

/** Opens a raw session and identifies; resolves at READY. */
async function rawSession(gateway: string, token: string): Promise<RawSession> {
  const ws = new WebSocket(gateway, { perMessageDeflate: false });
  const session: RawSession = { ws, onPresence: undefined };
  await new Promise<void>((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { op: number; t: string | null; d: never };
      if (frame.op === 10) ws.send(JSON.stringify({ op: 2, d: { token } }));
      else if (frame.t === 'READY') resolve();
      else if (frame.t === 'PRESENCE_UPDATE') session.onPresence?.(frame.d);
    });
  });
  return session;
}

/** A Client connected with `token`, resolved once Ready. */
async function readyClient(url: string, token: string): Promise<Client> {
  const client = new Client({ baseUrl: url });
  await client.UpdateToken(AuthorizationTokenType.Bearer, token);
  const ready = new Promise<void>((resolve) =>
    client.on('statusChanged', (status) => status === Client.Status.Ready && resolve()),
  );
  client.Connect();
  await ready;
  return client;
}

/** Resolves with the ms from `send()` until `arrived` is called with true; fails after 10 s. */
function timed(what: string, listen: (arrived: () => void) => void, send: () => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: not delivered in ${WAIT_MS} ms`)), WAIT_MS);
    let start = 0;
    listen(() => {
      clearTimeout(timer);
      resolve(performance.now() - start);
    });
    start = performance.now();
    send();
  });
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 200);
  const senders = Math.ceil(rounds / PER_SENDER);
  const emulator = await startEmulator({ rateLimits: false, gateway: { heartbeatIntervalMs: 60_000 } });
  const { control } = emulator;
  try {
    const seeded = await control.seed({
      users: [
        { username: 'friend' },
        ...Array.from({ length: 2 * senders }, (_, i) => ({ username: `sender${i}` })),
      ],
      applications: [{ name: 'Bench', redirectUris: [BENCH_REDIRECT] }],
    });
    const [friend, ...others] = seeded.users;
    const app = seeded.applications[0];
    if (!friend || !app) throw new Error('seed failed');
    await control.seed({
      relationships: others.map((user) => ({
        user: user.id,
        other: friend.id,
        kind: 'discord' as const,
        type: 'friend' as const,
      })),
    });
    const token = (userId: string) => signInUser(emulator, app, userId, 'sdk.social_layer');
    const friendToken = await token(friend.id);
    const clientSenders = others.slice(0, senders);
    const rawSenders = others.slice(senders);

    // The Client road: a Client per sender, and the friend's Client with its callback slot.
    const friendClient = await readyClient(emulator.url, friendToken);
    const senderClients: Client[] = [];
    for (const user of clientSenders)
      senderClients.push(await readyClient(emulator.url, await token(user.id)));
    // The raw road: a raw session per sender, and the friend's raw session.
    const friendRaw = await rawSession(control.gateway.url(), friendToken);
    const senderRaws: RawSession[] = [];
    for (const user of rawSenders)
      senderRaws.push(await rawSession(control.gateway.url(), await token(user.id)));

    const viaClient: number[] = [];
    const viaRaw: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const s = i % senders;
      const { value, wire } = activityOf(i);
      const state = `round ${i}`;
      const clientSenderId = clientSenders[s]?.id as string;
      viaClient.push(
        await timed(
          'UpdateRichPresence',
          (arrived) =>
            friendClient.SetUserUpdatedCallback((userId) => {
              if (userId !== clientSenderId) return;
              if (friendClient.GetUser(userId)?.GameActivity()?.State() === state) arrived();
            }),
          () => void senderClients[s]?.UpdateRichPresence(value),
        ),
      );
      const rawSenderId = rawSenders[s]?.id as string;
      viaRaw.push(
        await timed(
          'op 3',
          (arrived) => {
            friendRaw.onPresence = (d) => {
              if (d.user.id === rawSenderId && d.activities[0]?.state === state) arrived();
            };
          },
          () =>
            senderRaws[s]?.ws.send(
              JSON.stringify({ op: 3, d: { since: null, activities: [wire], status: 'online', afk: false } }),
            ),
        ),
      );
    }
    friendClient.SetUserUpdatedCallback(undefined);

    const ms = (value: number) => `${value.toFixed(3)} ms`;
    const client = { p50: median(viaClient), p99: percentile(viaClient, 99) };
    const raw = { p50: median(viaRaw), p99: percentile(viaRaw, 99) };
    console.log(`rich presence to a friend, ${rounds} rounds per road (alternating), emulator in-process:`);
    console.log(
      `  UpdateRichPresence -> friend's SetUserUpdatedCallback   p50 ${ms(client.p50)}  p99 ${ms(client.p99)}`,
    );
    console.log(
      `  raw op 3 -> friend's raw PRESENCE_UPDATE (parsed)        p50 ${ms(raw.p50)}  p99 ${ms(raw.p99)}`,
    );
    const added = client.p50 - raw.p50;
    console.log(
      `  the Client adds ${ms(added)} at p50, ${ms(client.p99 - raw.p99)} at p99 (aim < ${AIM_MS} ms at p50: ${added < AIM_MS ? 'met' : 'MISSED'})`,
    );
    process.exitCode = added < AIM_MS ? 0 : 1;
    for (const c of [friendClient, ...senderClients]) c.Disconnect();
    for (const r of [friendRaw, ...senderRaws]) r.ws.terminate();
  } finally {
    await emulator.close();
  }
}

await main();
