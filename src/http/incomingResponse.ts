/**
 * A `node:http` response as the transport reads it (`FetchResponseLike`): the status, a case-insensitive
 * header reader, and the body as a stream, decompressed when the server compressed it (the default fetch
 * asks for gzip, deflate and br, as node-fetch did, so large command lists travel compressed).
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { FetchResponseLike } from './fetchTypes.js';
import { loadOnce } from './loadOnce.js';
import type { HeaderReader } from './rateLimits.js';

// zlib is only needed when a server actually compresses: not loaded before then (issue 20).
const loadDecoding = loadOnce(async () => ({
  zlib: await import('node:zlib'),
  stream: await import('node:stream'),
}));

/** The header names are lower case in `IncomingMessage.headers`; a repeated header is joined by `, `. */
export class IncomingHeaders implements HeaderReader {
  readonly #raw: IncomingHttpHeaders;

  constructor(raw: IncomingHttpHeaders) {
    this.#raw = raw;
  }

  get(name: string): string | null {
    // The transport asks in lower case: a hit needs no lower-cased copy of the name.
    const value: unknown = this.#raw[name] ?? this.#raw[name.toLowerCase()];
    if (typeof value === 'string') return value;
    // Not own headers (`constructor`, from the object's prototype) read as absent.
    return Array.isArray(value) ? value.join(', ') : null;
  }
}

class IncomingResponse implements FetchResponseLike {
  readonly status: number;
  readonly headers: HeaderReader;
  readonly body: Readable;

  constructor(message: IncomingMessage, body: Readable) {
    this.status = message.statusCode ?? 0;
    this.headers = new IncomingHeaders(message.headers);
    this.body = body;
  }

  async text(): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
}

/** True when the response can carry no body, so a `Content-Encoding` on it names nothing to decode. */
export function bodiless(method: string, status: number): boolean {
  return method === 'HEAD' || status === 204 || status === 304;
}

/**
 * The response for `message`, its body decoded when `Content-Encoding` is gzip, deflate (either framing,
 * as `createUnzip` detects) or br; any other coding is passed through as it came.
 */
export async function incomingResponse(method: string, message: IncomingMessage): Promise<FetchResponseLike> {
  // An error after nobody reads the body any more (it was refused as too large) must not crash the
  // process: whoever reads the stream still sees its errors through the stream itself.
  message.on('error', () => undefined);
  const coding = message.headers['content-encoding']?.trim().toLowerCase();
  if (coding === undefined || bodiless(method, message.statusCode ?? 0)) {
    return new IncomingResponse(message, message);
  }
  if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== 'deflate' && coding !== 'br') {
    return new IncomingResponse(message, message);
  }
  const { zlib, stream } = await loadDecoding();
  const decoder = coding === 'br' ? zlib.createBrotliDecompress() : zlib.createUnzip();
  // The decoder ends in error when the compressed stream breaks off or is corrupt, so a truncated body
  // is a failure (as it was with node-fetch), never a short text.
  stream.pipeline(message, decoder, () => undefined);
  return new IncomingResponse(message, decoder);
}
