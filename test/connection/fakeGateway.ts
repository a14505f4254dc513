/**
 * A hostile gateway for tests: a real HTTP server answering `GET /gateway` and a real WebSocket server
 * behind it, whose behaviour each test scripts (what to answer an IDENTIFY or a RESUME with). It plays
 * the server a client cannot trust: one that sends malformed dispatches, loops RECONNECT or INVALID
 * SESSION, or names another host in `resume_gateway_url`. Every frame a client sent is kept, in order.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

/** One client connection, as a script sees it. */
export interface FakeSocket {
  /** Sends a dispatch with the session's next sequence number. */
  dispatch(t: string, d: unknown): void;
  /** Sends any frame (op, d). */
  send(op: number, d: unknown): void;
  close(code: number): void;
  /** The `Host` the client connected to and the path with its query. */
  readonly url: string;
}

/** What the fake answers; each handler runs for every connection's IDENTIFY / RESUME. */
export interface FakeScript {
  identify?(socket: FakeSocket, d: Record<string, unknown>): void;
  resume?(socket: FakeSocket, d: Record<string, unknown>): void;
}

/** A user as READY carries it. */
export const fakeUser = (id: string, username = `user${id}`) => ({
  id,
  username,
  discriminator: '0',
  global_name: null,
  avatar: null,
});

export class FakeGateway {
  readonly #server: Server;
  readonly #sockets: WebSocketServer;
  /** Frames the clients sent, parsed, in order ({ op, d }). */
  readonly received: { op: number; d: unknown; connection: number }[] = [];
  /** Connections accepted so far. */
  connections = 0;
  /** The last sequence number dispatched: one session's numbers, continued across connections. */
  seq = 0;
  /** The `Host` header of each connection, in order. */
  readonly hosts: string[] = [];
  script: FakeScript = {};

  private constructor(server: Server) {
    this.#server = server;
    this.#sockets = new WebSocketServer({ server });
    this.#sockets.on('connection', (ws, request) => {
      this.hosts.push(request.headers.host ?? '');
      this.#accept(ws, request.url ?? '/');
    });
  }

  /** Starts on a free loopback port; `gatewayUrl` overrides what `GET /gateway` answers. */
  static async start(gatewayUrl?: (port: number) => string): Promise<FakeGateway> {
    let fake: FakeGateway | undefined;
    const server = createServer((_request, response) => {
      const url = gatewayUrl?.(fake?.port ?? 0) ?? fake?.wsUrl ?? '';
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ url }));
    });
    fake = new FakeGateway(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get port(): number {
    return (this.#server.address() as AddressInfo).port;
  }

  /** The client's base URL (HTTP). */
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The WebSocket address `GET /gateway` answers by default. */
  get wsUrl(): string {
    return `ws://127.0.0.1:${this.port}/gateway`;
  }

  /** A READY for `userId` (session `fake`) with the given lobbies, resumable at `resumeUrl`. */
  ready(userId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      v: 10,
      user: fakeUser(userId),
      session_id: 'fake',
      resume_gateway_url: this.wsUrl,
      application: { id: '1' },
      lobbies: [],
      relationships: [],
      presences: [],
      ...extra,
    };
  }

  sentOps(op: number): number {
    return this.received.filter((frame) => frame.op === op).length;
  }

  /** Closes every open connection with `code` (4000 keeps the session resumable). */
  closeAll(code: number): void {
    for (const ws of this.#sockets.clients) ws.close(code);
  }

  async close(): Promise<void> {
    for (const ws of this.#sockets.clients) ws.terminate();
    await new Promise((resolve) => this.#sockets.close(resolve));
    await new Promise((resolve) => this.#server.close(resolve));
  }

  #accept(ws: WebSocket, url: string): void {
    const connection = ++this.connections;
    const socket: FakeSocket = {
      dispatch: (t, d) => ws.send(JSON.stringify({ op: 0, t, s: ++this.seq, d })),
      send: (op, d) => ws.send(JSON.stringify({ op, d, s: null, t: null })),
      close: (code) => ws.close(code),
      url,
    };
    socket.send(10, { heartbeat_interval: 30_000 });
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { op: number; d: Record<string, unknown> };
      this.received.push({ op: frame.op, d: frame.d, connection });
      if (frame.op === 1) socket.send(11, null);
      else if (frame.op === 2) this.script.identify?.(socket, frame.d);
      else if (frame.op === 6) this.script.resume?.(socket, frame.d);
    });
  }
}
