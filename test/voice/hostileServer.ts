/**
 * A voice server of our own making for the hostile tests of the SDK's media path: a TLS voice gateway
 * (a certificate for 127.0.0.1 from the emulator's helpers) and a UDP socket, both scripted by the test.
 * Servers made here are closed after each test.
 */
import { createSocket, type Socket } from 'node:dgram';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { issueServerCertificate, loadOrCreateAuthority } from '../../src/emulator/voice/tls.js';
import type { VoiceNetworkingEvents, VoiceNetworkingState } from '../../src/voice/networking.js';
import type { Wake } from './audio.js';

export interface Hostile {
  endpoint: string;
  ca: string;
  udp: Socket;
  udpPort: number;
  /** Called with each client socket once it opened. */
  onClient: (ws: WebSocket) => void;
  close(): Promise<void>;
}

const open: Hostile[] = [];
afterEach(async () => {
  for (const server of open.splice(0)) await server.close();
});

export async function hostile(): Promise<Hostile> {
  const authority = await loadOrCreateAuthority();
  const cert = await issueServerCertificate(authority);
  const https: Server = createServer({ key: cert.keyPem, cert: cert.certPem });
  const wss = new WebSocketServer({ server: https });
  await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', () => resolve()));
  const udp = createSocket('udp4');
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', () => resolve()));
  const server: Hostile = {
    endpoint: `127.0.0.1:${(https.address() as AddressInfo).port}`,
    ca: authority.certPem,
    udp,
    udpPort: udp.address().port,
    onClient: () => undefined,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      udp.close();
      await new Promise<void>((resolve) => https.close(() => resolve()));
    },
  };
  wss.on('connection', (ws) => server.onClient(ws));
  open.push(server);
  return server;
}

export const join = (endpoint: string) => ({
  endpoint,
  serverId: '1',
  userId: '2',
  sessionId: 's',
  token: 't',
});

export function watch(wake: Wake): { states: VoiceNetworkingState[]; events: VoiceNetworkingEvents } {
  const states: VoiceNetworkingState[] = [];
  return {
    states,
    events: {
      onStateChange: (_from, to) => {
        states.push(to);
        wake.poke();
      },
      onPacket: () => undefined,
      onSpeaking: () => undefined,
      onClientsConnect: () => undefined,
      onClientDisconnect: () => undefined,
    },
  };
}

/** What a scripted handshake saw of its client. */
export interface Handshaken {
  /** The client's voice gateway socket, once it opened. */
  socket: WebSocket | undefined;
  /** The client's UDP address, once it asked for discovery. */
  client: { port: number; address: string } | undefined;
  /** JSON frames the client sent, in order. */
  readonly json: { op: number; d: unknown }[];
  /** Binary frames the client sent (opcode first), in order. */
  readonly binary: Buffer[];
  /** Datagrams the client sent that were not discovery (RTP). */
  readonly datagrams: Buffer[];
}

/**
 * Scripts a well-behaved handshake on `server`: Hello (heartbeats every `heartbeatIntervalMs`, each acknowledged), Ready
 * (SSRC 7, AES-GCM), discovery answers, and the Session Description (key of 9s, plus `description`) once
 * the client selects the protocol. Records what the client sends; `wake` is poked on each.
 */
export function scriptHandshake(
  server: Hostile,
  wake: Wake,
  description: Record<string, unknown> = {},
  heartbeatIntervalMs = 41_250,
): Handshaken {
  const seen: Handshaken = { socket: undefined, client: undefined, json: [], binary: [], datagrams: [] };
  server.udp.on('message', (message, remote) => {
    if (message.length !== 74) {
      seen.datagrams.push(message);
      wake.poke();
      return;
    }
    seen.client = remote;
    const answer = Buffer.alloc(74);
    answer.writeUInt16BE(2, 0);
    answer.writeUInt16BE(70, 2);
    answer.writeUInt32BE(message.readUInt32BE(4), 4);
    answer.write(remote.address, 8);
    answer.writeUInt16BE(remote.port, 72);
    server.udp.send(answer, remote.port, remote.address);
  });
  server.onClient = (ws) => {
    seen.socket = ws;
    ws.send(JSON.stringify({ op: 8, d: { heartbeat_interval: heartbeatIntervalMs } }));
    ws.send(
      JSON.stringify({
        op: 2,
        d: { ssrc: 7, ip: '127.0.0.1', port: server.udpPort, modes: ['aead_aes256_gcm_rtpsize'] },
      }),
    );
    ws.on('message', (data, isBinary) => {
      if (isBinary) seen.binary.push(Buffer.from(data as Buffer));
      else {
        const frame = JSON.parse(String(data)) as { op: number; d: unknown };
        seen.json.push(frame);
        if (frame.op === 3) ws.send(JSON.stringify({ op: 6, d: frame.d }));
        if (frame.op === 1)
          ws.send(
            JSON.stringify({
              op: 4,
              d: { mode: 'aead_aes256_gcm_rtpsize', secret_key: Array(32).fill(9), ...description },
            }),
          );
      }
      wake.poke();
    });
  };
  return seen;
}
