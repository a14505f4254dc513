/**
 * One running instance owns the redirects of a scheme. The first process to start listens on a local
 * endpoint named after the scheme; a process the OS starts later with the redirect URL in its argv finds
 * the endpoint taken, hands the URL over and exits, and the running one passes the URL to its handler
 * (for a game: `client.HandleRedirect(url)`). A cold start with the URL in argv is handled too. A join
 * link (`<scheme>:/_discord/join?secret=...`, joinUrl.ts) goes to `onActivityJoin` instead, when given.
 *
 * ```ts
 * const receiver = await startRedirectReceiver({ scheme: applicationId, onRedirect: (url) => client.HandleRedirect(url) });
 * if (receiver.role === 'secondary') process.exit(0); // the running instance has the URL now
 * ```
 */
import { chmodSync, lstatSync, unlinkSync } from 'node:fs';
import type { Server, Socket } from 'node:net';
import { nodeNet } from '../native/builtins.js';
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
import { redirectEndpoint } from './endpoint.js';
import { parseActivityJoinUrl } from './joinUrl.js';
import {
  connectEndpoint,
  DEFAULT_FORWARD_TIMEOUT_MS,
  REQUEST_PREFIX,
  readLine,
  sendRedirectWithRetry,
} from './protocol.js';
import { type AppIdOrScheme, resolveScheme } from './scheme.js';
import { checkRedirectUrl, extractRedirectUrl, MAX_REDIRECT_URL_LENGTH } from './url.js';

/** Receives a validated redirect URL; may be async (its rejection goes to `onError`). */
export type RedirectHandler = (url: string) => unknown | Promise<unknown>;

/**
 * Receives the join secret of a join link, and the application id when the scheme is `discord-<id>`
 * (undefined for a custom scheme); may be async (its rejection goes to `onError`). The Client's
 * activity-join path (`SetActivityJoinCallback`) is what a game wires here.
 */
export type ActivityJoinHandler = (secret: string, applicationId: string | undefined) => unknown;

/** Options of {@link startRedirectReceiver}. */
export interface RedirectReceiverOptions {
  /** The application id (scheme `discord-<id>`) or the custom scheme. */
  scheme: AppIdOrScheme;
  /**
   * Called in the running instance with each accepted URL: from argv at a cold start and from later
   * launches. Optional when `onActivityJoin` is given; other URLs are then refused (`not_handled`).
   */
  onRedirect?: RedirectHandler | undefined;
  /** Called instead of `onRedirect` for join links (`<scheme>:/_discord/join?secret=...`). */
  onActivityJoin?: ActivityJoinHandler | undefined;
  /** Where to look for a cold-start URL. Default `process.argv`. */
  argv?: readonly string[] | undefined;
  /** A handler that threw or rejected. Default: a process warning (the URL is never included). */
  onError?: ((error: unknown) => void) | undefined;
  /** POSIX: the private directory for the socket. Default `$XDG_RUNTIME_DIR/social-sdk` or the temp dir. */
  socketDirectory?: string | undefined;
  /** Longest URL accepted. Default 8192. */
  maxUrlLength?: number | undefined;
  /** Limit for each connection, both when receiving and when forwarding. Default 3000 ms. */
  timeoutMs?: number | undefined;
}

/** This process owns the endpoint and delivers redirects to the handler until closed. */
export interface PrimaryRedirectReceiver {
  readonly role: 'primary';
  readonly scheme: string;
  readonly endpoint: string;
  /** The URL found in argv at start (already passed to the handler), if any. */
  readonly coldStartUrl: string | undefined;
  /** Stops listening and removes the socket. Until then the receiver keeps the process alive. */
  close(): Promise<void>;
}

/** Another instance owns the endpoint; this process's URL (if any) was handed to it. */
export interface SecondaryRedirectReceiver {
  readonly role: 'secondary';
  readonly scheme: string;
  readonly endpoint: string;
  /** True when a URL from argv was forwarded and accepted. */
  readonly forwarded: boolean;
}

/** {@link startRedirectReceiver}'s result: this process receives (`primary`) or forwards (`secondary`). */
export type RedirectReceiver = PrimaryRedirectReceiver | SecondaryRedirectReceiver;

/**
 * At most this many forwarding connections at once (a bound on what a local process can make us hold,
 * far above any real burst of launches); each must send its line within {@link LINE_TIMEOUT_MS}, so idle
 * connections cannot keep places for long, and a launch that finds us full retries.
 */
const MAX_CONNECTIONS = 256;
/** A second instance sends its line as soon as it connects: longer than this is not one. */
const LINE_TIMEOUT_MS = 1000;

function listen(server: Server, endpoint: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = (): void => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(endpoint);
  });
}

function defaultOnError(error: unknown): void {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : typeof error;
  process.emitWarning(`social-sdk: the redirect handler failed (${detail})`, 'RedirectHandlerWarning');
}

const RECEIVER_KEYS = optionKeys<RedirectReceiverOptions>({
  scheme: true,
  onRedirect: true,
  onActivityJoin: true,
  argv: true,
  onError: true,
  socketDirectory: true,
  maxUrlLength: true,
  timeoutMs: true,
});

/**
 * Claims the redirects of a scheme for this process, or hands this process's URL to the instance that
 * already has them. Throws only for bad options or when the endpoint can be neither claimed nor reached.
 */

export async function startRedirectReceiver(options: RedirectReceiverOptions): Promise<RedirectReceiver> {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError('startRedirectReceiver(options): expected an object');
  }
  checkOptionKeys(options, RECEIVER_KEYS, 'startRedirectReceiver: options');
  const scheme = resolveScheme(options.scheme, 'startRedirectReceiver(options.scheme)');
  const { onRedirect, onActivityJoin } = options;
  if (onActivityJoin !== undefined && typeof onActivityJoin !== 'function') {
    throw new TypeError(
      'startRedirectReceiver(options.onActivityJoin): expected a function (secret, applicationId) => ...',
    );
  }
  if (typeof onRedirect !== 'function' && (onRedirect !== undefined || onActivityJoin === undefined)) {
    throw new TypeError('startRedirectReceiver(options.onRedirect): expected a function (url) => ...');
  }
  const maxUrlLength = positiveInteger(options.maxUrlLength, MAX_REDIRECT_URL_LENGTH, 'maxUrlLength');
  const timeoutMs = positiveInteger(options.timeoutMs, DEFAULT_FORWARD_TIMEOUT_MS, 'timeoutMs');
  const onError = options.onError ?? defaultOnError;
  const applicationId = /^discord-([0-9]+)$/.exec(scheme)?.[1];
  const url = extractRedirectUrl(options.argv ?? process.argv, scheme, maxUrlLength);
  const endpoint = redirectEndpoint(scheme, { directory: options.socketDirectory });

  const run = (handler: () => unknown): void => {
    try {
      const result = handler();
      if (result instanceof Promise) result.catch(onError);
    } catch (error) {
      onError(error);
    }
  };
  // Where an accepted URL goes, decided before the sender is answered: a refusal is its answer.
  const route = (accepted: string): Routed => {
    const join = onActivityJoin === undefined ? undefined : parseActivityJoinUrl(accepted, scheme);
    if (join?.kind === 'invalid') return { refused: join.reason };
    if (join?.kind === 'join')
      return { deliver: () => run(() => onActivityJoin?.(join.secret, applicationId)) };
    if (onRedirect === undefined) return { refused: 'not_handled' };
    return { deliver: () => run(() => onRedirect(accepted)) };
  };

  const connections = new Set<Socket>();
  const server = nodeNet().createServer({ pauseOnConnect: false }, (socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => socket.destroy());
    serveOne(socket, scheme, maxUrlLength, timeoutMs, route);
  });
  server.maxConnections = MAX_CONNECTIONS;

  const handOver = async (peer: Socket): Promise<SecondaryRedirectReceiver> => {
    if (url === undefined) {
      peer.destroy();
      return { role: 'secondary', scheme, endpoint, forwarded: false };
    }
    await sendRedirectWithRetry(peer, endpoint, url, timeoutMs);
    return { role: 'secondary', scheme, endpoint, forwarded: true };
  };

  // Windows: listening fails with EADDRINUSE while another process serves the pipe, because Node creates
  // it with FILE_FLAG_FIRST_PIPE_INSTANCE. Wine (8.0) ignores that flag and lets the second listen
  // succeed, which would make two primaries; so on Windows, first ask whether someone answers. (Two
  // processes starting at the same instant can still both miss each other under Wine, not on Windows.)
  if (process.platform === 'win32') {
    const peer = await connectEndpoint(endpoint, timeoutMs);
    if (peer !== 'absent') return handOver(peer);
  }

  // Three rounds: listen; if taken, either someone answers (we are secondary) or the socket file was left
  // by a dead process, which is removed before trying again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await listen(server, endpoint);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const peer = await connectEndpoint(endpoint, timeoutMs);
      if (peer === 'absent') {
        removeStaleSocket(endpoint);
        continue;
      }
      return handOver(peer);
    }
    if (process.platform !== 'win32') chmodSync(endpoint, 0o600);
    // After the caller has the receiver in hand (its handler may want to close it).
    if (url !== undefined) {
      const routed = route(url);
      setImmediate(() => {
        if ('deliver' in routed) routed.deliver();
        else onError(new RangeError(`the URL this program was started with was refused (${routed.refused})`));
      });
    }
    return {
      role: 'primary',
      scheme,
      endpoint,
      coldStartUrl: url,
      close: () =>
        new Promise<void>((resolve) => {
          for (const socket of connections) socket.destroy();
          server.close(() => resolve());
        }),
    };
  }
  throw new Error(`cannot claim ${endpoint}: it stays taken but nobody answers there`);
}

/** Removes a socket file nobody listens on; refuses to remove anything that is not a socket. */
function removeStaleSocket(endpoint: string): void {
  if (process.platform === 'win32') return; // named pipes vanish with their owner
  try {
    if (!lstatSync(endpoint).isSocket()) {
      throw new Error(`${endpoint} exists and is not a socket; refusing to remove it`);
    }
    unlinkSync(endpoint);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** What becomes of an accepted URL: delivered after the sender's `OK`, or refused with a reason. */
type Routed = { deliver: () => void } | { refused: 'bad_join_secret' | 'not_handled' };

/** Answers one forwarding connection: one bounded line, one URL, one reply. */
function serveOne(
  socket: Socket,
  scheme: string,
  maxUrlLength: number,
  timeoutMs: number,
  route: (url: string) => Routed,
): void {
  const reply = (line: string): void => {
    socket.end(`${line}\n`);
    setTimeout(() => socket.destroy(), timeoutMs).unref();
  };
  readLine(socket, REQUEST_PREFIX.length + maxUrlLength, Math.min(timeoutMs, LINE_TIMEOUT_MS)).then(
    (line) => {
      if (line === undefined) {
        socket.destroy(); // a launch without a URL only checked that we are here
        return;
      }
      if (!line.startsWith(REQUEST_PREFIX)) {
        reply('ERROR bad_request');
        return;
      }
      const check = checkRedirectUrl(line.slice(REQUEST_PREFIX.length), scheme, maxUrlLength);
      if (!check.ok) {
        reply(`ERROR ${check.reason}`);
        return;
      }
      const routed = route(check.url);
      if ('refused' in routed) {
        reply(`ERROR ${routed.refused}`);
        return;
      }
      reply('OK');
      routed.deliver();
    },
    (error: { code?: string }) => {
      if (error.code === 'protocol') reply('ERROR too_long');
      else socket.destroy();
    },
  );
}

function positiveInteger(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value <= 0) {
    throw new RangeError(
      `startRedirectReceiver(options.${name}): expected a positive integer, received ${value}`,
    );
  }
  return value;
}
