/**
 * Shared bits of the transport tests: the fixture server's lifecycle, a transport aimed at it and hook
 * recorders.
 */

import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  type RequestEvent,
  type ResponseEvent,
  type RetryEvent,
  Transport,
  type TransportOptions,
} from '../../src/http/index.js';
import { type FixtureServer, startFixtureServer } from '../fixtures/httpServer.js';

export const BOT_TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.Gx1y2z.secret-bot-token-value';

export interface HookLog {
  readonly requests: RequestEvent[];
  readonly responses: ResponseEvent[];
  readonly retries: RetryEvent[];
}

/** A transport for `server` with small backoff and a hook log; `options` override. */
export function transportFor(
  server: FixtureServer,
  options: TransportOptions = {},
): { transport: Transport; log: HookLog } {
  const log: HookLog = { requests: [], responses: [], retries: [] };
  const transport = new Transport({
    baseUrl: server.url,
    authorization: { type: 'Bot', token: BOT_TOKEN },
    backoff: { baseMs: 10, maxMs: 40 },
    hooks: {
      onRequest: (event) => log.requests.push(event),
      onResponse: (event) => log.responses.push(event),
      onRetry: (event) => log.retries.push(event),
    },
    ...options,
  });
  return { transport, log };
}

/** The rejection of `promise` (fails the test if it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`rejected with a non-Error: ${String(error)}`);
  }
  throw new Error('expected a rejection, but the promise resolved');
}

/**
 * Starts a fixture server before the file's tests and closes it after them. Before each test its request
 * log is emptied and `eachTest` runs (e.g. to set a default handler). `server` is readable once started.
 */
export function useFixtureServer(eachTest?: (server: FixtureServer) => void): {
  readonly server: FixtureServer;
} {
  let started: FixtureServer | undefined;
  const fixture = {
    get server(): FixtureServer {
      if (started === undefined) throw new Error('the fixture server starts in beforeAll');
      return started;
    },
  };
  beforeAll(async () => {
    started = await startFixtureServer();
  });
  afterAll(() => started?.close());
  beforeEach(() => {
    fixture.server.requests.length = 0;
    eachTest?.(fixture.server);
  });
  return fixture;
}
