/**
 * Helpers of the gateway and connection tests: an emulator with three users signed in to one app, a
 * raw WebSocket client that records every frame (to test the emulator's protocol without the SDK), and
 * bounded waits. Everything runs over real loopback sockets.
 */
import WebSocket from 'ws';
import type { Client, ClientStatus } from '../../src/client/Client.js';
import type { EmulatorOptions, RunningEmulator } from '../../src/emulator/index.js';
import type { UserRecord } from '../../src/emulator/records.js';
import { api, type Fixture, signIn, startFixture } from '../emulator/helpers.js';
import { waitFor } from '../support/waitFor.js';

export interface GatewayWorld {
  fx: Fixture;
  emulator: RunningEmulator;
  /** `ws://127.0.0.1:<port>/gateway`. */
  gatewayUrl: string;
  alice: UserRecord;
  bob: UserRecord;
  /** In no lobby of the others: sees none of their events. */
  carol: UserRecord;
  /** Access tokens with `openid sdk.social_layer`. */
  tokens: { alice: string; bob: string; carol: string };
  /** `Bot <token>` of the app. */
  bot: string;
}

export const SOCIAL_SCOPES = 'openid sdk.social_layer';

/** An emulator (rate limits off) with alice, bob and carol signed in to one app. */
export async function startGatewayWorld(options: EmulatorOptions = {}): Promise<GatewayWorld> {
  const fx = await startFixture(options);
  const carol = await fx.emulator.control.createUser({ username: 'carol' });
  const token = async (userId: string) => (await signIn(fx, SOCIAL_SCOPES, userId)).access_token as string;
  return {
    fx,
    emulator: fx.emulator,
    gatewayUrl: fx.emulator.control.gateway.url(),
    alice: fx.user,
    bob: fx.other,
    carol,
    tokens: { alice: await token(fx.user.id), bob: await token(fx.other.id), carol: await token(carol.id) },
    bot: `Bot ${fx.app.botToken}`,
  };
}

/** A lobby call as a user (Bearer) or the bot; throws on an unexpected status. */
export async function lobbyCall<T = Record<string, unknown>>(
  world: GatewayWorld,
  auth: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await api<T>(world.fx.url, `/api/v10${path}`, { method, auth, body });
  if (response.status >= 300)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Polls `check` every 5 ms until it is true; fails after `ms` with `what`. */
export async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  await waitFor(check, { what, timeoutMs: ms });
}

/** Waits until the client reports `status` (or already is in it). */
export async function untilStatus(client: Client, status: ClientStatus, ms = 5000): Promise<void> {
  await until(() => client.GetStatus() === status, `status ${status} (now ${client.GetStatus()})`, ms);
}

export interface Frame {
  op: number;
  d: unknown;
  s: number | null;
  t: string | null;
}

/** A raw gateway client: every frame it received, in order, and how it closed. */
export class RawGateway {
  readonly frames: Frame[] = [];
  closed: { code: number; reason: string } | undefined;
  readonly #ws: WebSocket;

  private constructor(ws: WebSocket) {
    this.#ws = ws;
    ws.on('message', (data) => this.frames.push(JSON.parse(String(data)) as Frame));
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
    });
    ws.on('error', () => undefined);
  }

  /** Opens a connection (rejects with the HTTP status when the upgrade is refused). */
  static async open(url: string, headers: Record<string, string> = {}): Promise<RawGateway> {
    const ws = new WebSocket(url, { headers });
    const raw = new RawGateway(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('unexpected-response', (_request, response) =>
        reject(new Error(`HTTP ${response.statusCode}`)),
      );
      ws.once('error', reject);
    });
    return raw;
  }

  /** Opens, waits for HELLO and identifies; resolves with READY's frame. */
  static async identified(url: string, token: string): Promise<RawGateway> {
    const raw = await RawGateway.open(url);
    await raw.next((f) => f.op === 10, 'HELLO');
    raw.send({ op: 2, d: { token } });
    await raw.next((f) => f.t === 'READY', 'READY');
    return raw;
  }

  /** The session id of the last READY received. */
  sessionId(): string {
    const ready = this.frames.findLast((f) => f.t === 'READY');
    if (ready === undefined) throw new Error('no READY received');
    return (ready.d as { session_id: string }).session_id;
  }

  send(frame: unknown): void {
    this.#ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  sendBinary(bytes: Uint8Array): void {
    this.#ws.send(bytes, { binary: true });
  }

  /** The first frame (from the start) matching `match`, waiting for it if needed. */
  async next(match: (frame: Frame) => boolean, what: string, ms = 5000): Promise<Frame> {
    await until(() => this.frames.some(match), what, ms);
    return this.frames.find(match) as Frame;
  }

  /** The dispatches received, as `[t, s]`, optionally only names in `names`. */
  dispatches(names?: readonly string[]): { t: string; s: number; d: Record<string, unknown> }[] {
    return this.frames
      .filter((f) => f.op === 0 && (names === undefined || names.includes(f.t ?? '')))
      .map((f) => ({ t: f.t ?? '', s: f.s ?? 0, d: f.d as Record<string, unknown> }));
  }

  async closedWith(ms = 5000): Promise<{ code: number; reason: string }> {
    await until(() => this.closed !== undefined, 'the connection to close', ms);
    return this.closed as { code: number; reason: string };
  }

  close(code = 1000): void {
    this.#ws.close(code);
  }

  terminate(): void {
    this.#ws.terminate();
  }
}
