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

/** `node:http` or `node:https`, as far as a request needs it. */
interface HttpModule {
  readonly Agent: new (options: { keepAlive: boolean; timeout: number }) => HttpAgent | HttpsAgent;
  readonly request: typeof import('node:http').request;
}

/** Where requests to one origin go: its parsed host and port, its agent and its module's `request`. */
interface Origin {
  readonly protocol: string;
  readonly hostname: string;
  readonly port: string | number;
  readonly agent: HttpAgent | HttpsAgent;
  readonly request: HttpModule['request'];
}

/** Origins a fetch remembers; past this many (a fetch used for many hosts) it forgets them all. */
const MAX_ORIGINS = 64;

/**
 * The origin and the path of a URL as the transport writes them (`http://127.0.0.1:8080/api/v10/x?y=1`),
 * or undefined for any other form (userinfo, a fragment, characters a path may not carry as they are),
 * which takes the URL parser's road. Splitting the string costs nothing next to `new URL()` and
 * `urlToHttpOptions()` (about 6 us a request on this machine: issue 45).
 */
function splitPlain(url: string): [origin: string, path: string] | undefined {
  const schemeEnd = url.startsWith('https://') ? 8 : url.startsWith('http://') ? 7 : -1;
  if (schemeEnd === -1) return undefined;
  const slash = url.indexOf('/', schemeEnd);
  const origin = slash === -1 ? url : url.slice(0, slash);
  const path = slash === -1 ? '/' : url.slice(slash);
  if (origin.length === schemeEnd || origin.includes('@') || origin.includes('?')) return undefined;
  if (!PLAIN_PATH.test(path) || path.includes('/.') || /%2e/i.test(path)) return undefined;
  return [origin.toLowerCase(), path];
}

/**
 * A path and query the URL parser would leave as they are: RFC 3986's unreserved and reserved characters
 * and escapes, nothing it would escape or rewrite (`"<>\`{}'\\`, a `#` fragment); dot segments (`/.`,
 * `%2e`) are left to it too.
 */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~!$&()*+,;=:@/?%[\]]*$/;

/** A fetch whose sockets are kept alive between requests and belong to it alone. */
export function createDefaultFetch(): OwnedFetch {
  let httpAgent: HttpAgent | undefined;
  let httpsAgent: HttpsAgent | undefined;
  let http: HttpModule | undefined;
  let https: HttpModule | undefined;
  const origins = new Map<string, Origin>();

  /** The module and agent for `protocol`, loading the module on first use. */
  const moduleFor = async (protocol: string) => {
    if (protocol === 'https:') {
      https ??= (await loadHttps()) as unknown as HttpModule;
      httpsAgent ??= new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }) as HttpsAgent;
      return { agent: httpsAgent, request: https.request };
    }
    http ??= (await loadHttp()) as unknown as HttpModule;
    httpAgent ??= new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }) as HttpAgent;
    return { agent: httpAgent, request: http.request };
  };

  /** The origin `key` names, parsed (and its module loaded) the first time. */
  const originOf = async (key: string): Promise<Origin> => {
    const known = origins.get(key);
    if (known !== undefined) return known;
    const options = urlToHttpOptions(new URL(key));
    const { agent, request } = await moduleFor(options.protocol ?? 'http:');
    if (origins.size >= MAX_ORIGINS) origins.clear();
    const origin: Origin = {
      protocol: options.protocol ?? 'http:',
      hostname: options.hostname ?? 'localhost',
      port: options.port ?? '',
      agent,
      request,
    };
    origins.set(key, origin);
    return origin;
  };

  /** The request's options: from the remembered origin and the raw path, or through the URL parser. */
  const target = async (url: string) => {
    const plain = splitPlain(url);
    if (plain !== undefined) {
      const [key, path] = plain;
      const origin = origins.get(key) ?? (await originOf(key));
      return { origin, path };
    }
    const parsed = new URL(url);
    const options = urlToHttpOptions(parsed);
    const { agent, request } = await moduleFor(parsed.protocol);
    const origin: Origin = {
      protocol: parsed.protocol,
      hostname: options.hostname ?? 'localhost',
      port: options.port ?? '',
      agent,
      request,
    };
    return { origin, path: options.path ?? '/', auth: options.auth };
  };

  const send = async (url: string, init: FetchInitLike): Promise<FetchResponseLike> => {
    const { origin, path, auth } = await target(url);
    const { signal } = init;
    if (signal.aborted) throw abortReason(signal);
    const headers: Record<string, string | number> = {
      Accept: '*/*',
      'Accept-Encoding': 'gzip, deflate, br',
      ...init.headers,
    };
    if (init.body !== undefined) headers['Content-Length'] = Buffer.byteLength(init.body);
    const req: ClientRequest = origin.request({
      protocol: origin.protocol,
      hostname: origin.hostname,
      port: origin.port,
      path,
      auth,
      method: init.method,
      headers,
      agent: origin.agent,
    });
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
    fetch: send,
    close: () => {
      httpAgent?.destroy();
      httpsAgent?.destroy();
    },
  };
}
