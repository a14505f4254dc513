/**
 * A raw HTTP request to a loopback port, for tests that need headers fetch would not send as given (a
 * foreign Host, an Origin) or a path it would normalise (`/ui/../state`).
 */
import { request as httpRequest } from 'node:http';

/** What to send: method (default GET), path exactly as written, headers and a body. */
export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Sends `options` to 127.0.0.1:`port` and resolves with the status and the body as text. */
export function rawRequest(port: number, options: RawRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(options.body);
  });
}
