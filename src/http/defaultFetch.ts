/**
 * The default fetch: a lean one over `node:http` and `node:https` with keep-alive agents that the
 * transport owns and closes. Why not node-fetch (the default before issue 31): node-fetch 3 wraps each
 * request in WHATWG `Request`, `Headers` and body streams, which cost about 0.24 ms per lobby message
 * against the emulator on an idle machine, twice the bare `node:http` POST itself and all of what the
 * Client's round trip added over a bare HTTP client (bench/messages.ts). It did reuse sockets (Node
 * 20's global agent keeps them alive); what changes here is the work per request, and who owns the
 * sockets.
 *
 * Kept from node-fetch: `Accept: *\/*` and compressed responses (gzip, deflate, br) decoded; redirects
 * are never followed (the transport asks for `redirect: 'manual'`); the abort signal ends the request
 * or the body being read, and its listener is removed when the request ends (the shared deadline
 * signals in deadlines.ts rely on that). `node:http` and `node:https` load on the first request
 * (issue 20: a cold start that makes no request does not pay for them).
 */
import type { ClientRequest, Agent as HttpAgent, IncomingMessage } from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';
import { urlToHttpOptions } from 'node:url';
import type { FetchInitLike, FetchLike, FetchResponseLike } from './fetchTypes.js';
import { incomingResponse } from './incomingResponse.js';
import { loadOnce } from './loadOnce.js';

/**
 * Idle kept-alive sockets close after this long. Below the 5 s that Node's HTTP server announces by
 * default, so the client gives a socket up before the server does; a server announcing less
 * (`Keep-Alive: timeout=n`) shortens it further. Node's agent ignores that announcement when the agent
 * has no timeout of its own, hence one here.
 */
export const IDLE_SOCKET_MS = 4_000;

const loadHttp = loadOnce(() => import('node:http'));
const loadHttps = loadOnce(() => import('node:https'));

/** A fetch with the connections it keeps, and a way to close them. */
export interface OwnedFetch {
  readonly fetch: FetchLike;
  /** Destroys every socket the fetch keeps (idle or in use); a later request opens a new one. */
  close(): void;
}

/** The abort reason as the error a destroyed request reports (an `AbortSignal` reason may be anything). */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('the request was aborted');
}

/** A fetch whose sockets are kept alive between requests and belong to it alone. */
export function createDefaultFetch(): OwnedFetch {
  let http: HttpAgent | undefined;
  let https: HttpsAgent | undefined;

  const agentFor = async (protocol: string) => {
    if (protocol === 'https:') {
      const { Agent, request } = await loadHttps();
      https ??= new Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });
      return { agent: https, request };
    }
    const { Agent, request } = await loadHttp();
    http ??= new Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });
    return { agent: http, request };
  };

  const send = async (url: URL, init: FetchInitLike): Promise<FetchResponseLike> => {
    const { agent, request } = await agentFor(url.protocol);
    const { signal } = init;
    if (signal.aborted) throw abortReason(signal);
    const headers: Record<string, string | number> = {
      Accept: '*/*',
      'Accept-Encoding': 'gzip, deflate, br',
      ...init.headers,
    };
    if (init.body !== undefined) headers['Content-Length'] = Buffer.byteLength(init.body);
    const req: ClientRequest = request({ ...urlToHttpOptions(url), method: init.method, headers, agent });
    const onAbort = () => req.destroy(abortReason(signal));
    const stopListening = () => signal.removeEventListener('abort', onAbort);
    signal.addEventListener('abort', onAbort, { once: true });
    // 'close' comes when the request fails or is destroyed, or after the response has ended.
    req.once('close', stopListening);
    const message = await new Promise<IncomingMessage>((resolve, reject) => {
      req.once('response', resolve);
      // Persistent, not once: a socket can also fail after the response has begun (the body's reader
      // sees that failure), and a second 'error' without a listener would crash the process.
      req.on('error', reject);
      req.end(init.body);
    });
    // The body's last byte has arrived: nothing left to abort (and a reader resumes after this).
    message.once('end', stopListening);
    return incomingResponse(init.method, message);
  };

  return {
    fetch: (url, init) => send(new URL(url), init),
    close: () => {
      http?.destroy();
      https?.destroy();
    },
  };
}
