import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { redirectEndpoint } from '../../src/deeplink/endpoint.js';
import { forwardRedirect, RedirectForwardError } from '../../src/deeplink/protocol.js';
import {
  type PrimaryRedirectReceiver,
  type RedirectReceiverOptions,
  startRedirectReceiver,
} from '../../src/deeplink/receiver.js';
import { waitFor } from '../support/waitFor.js';

const root = mkdtempSync(join(tmpdir(), 'social-sdk-receiver-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let counter = 0;
const open: PrimaryRedirectReceiver[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((receiver) => receiver.close()));
});

const URL_1 = 'discord-1234:/authorize/callback?code=c0de&state=s7ate';
const URL_2 = 'discord-1234:/authorize/callback?code=second&state=other';

/** A fresh private socket directory and a handler that records what it receives. */
function setup(extra: Partial<RedirectReceiverOptions> = {}) {
  const socketDirectory = join(root, `s${++counter}`);
  const received: string[] = [];
  const waiters: Array<(url: string) => void> = [];
  const options: RedirectReceiverOptions = {
    scheme: '1234',
    argv: ['/usr/bin/node', '/app/main.js'],
    socketDirectory,
    onRedirect: (url) => {
      received.push(url);
      waiters.shift()?.(url);
    },
    ...extra,
  };
  const next = (): Promise<string> => new Promise((resolve) => waiters.push(resolve));
  return { socketDirectory, received, options, next };
}

async function primary(options: RedirectReceiverOptions): Promise<PrimaryRedirectReceiver> {
  const receiver = await startRedirectReceiver(options);
  if (receiver.role !== 'primary') throw new Error('expected to own the endpoint');
  open.push(receiver);
  return receiver;
}

/** Sends raw bytes to the endpoint and collects the reply until the server closes. */
function raw(endpoint: string, data: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(endpoint);
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve(reply) : reject(error),
    );
    socket.on('close', () => resolve(reply));
    socket.write(data);
  });
}

describe('startRedirectReceiver', () => {
  it('lets the first process own the endpoint and a later one hand its URL over', async () => {
    const { options, received, next } = setup();
    const first = await primary(options);
    expect(first.coldStartUrl).toBeUndefined();
    expect(first.scheme).toBe('discord-1234');

    const delivered = next();
    const second = await startRedirectReceiver({
      ...options,
      argv: ['/usr/bin/node', '/app/main.js', URL_1],
      onRedirect: () => {
        throw new Error('the second process must not handle the URL itself');
      },
    });
    expect(second).toEqual({
      role: 'secondary',
      scheme: 'discord-1234',
      endpoint: first.endpoint,
      forwarded: true,
    });
    expect(await delivered).toBe(URL_1);

    const third = await startRedirectReceiver({ ...options, argv: ['/usr/bin/node', '/app/main.js'] });
    expect(third).toMatchObject({ role: 'secondary', forwarded: false });
    // A later forward is delivered after anything the third launch could have caused: nothing came between.
    const later = next();
    await forwardRedirect(first.endpoint, URL_2);
    expect(await later).toBe(URL_2);
    expect(received).toEqual([URL_1, URL_2]);
  });

  it('hands a URL found in argv at a cold start to the handler', async () => {
    const { options, next } = setup();
    const delivered = next();
    const receiver = await primary({ ...options, argv: ['/game', '--flag', URL_2] });
    expect(receiver.coldStartUrl).toBe(URL_2);
    expect(await delivered).toBe(URL_2);
  });

  it('keeps the socket private: directory 0700, socket 0600, removed on close', async () => {
    const { options, socketDirectory } = setup();
    const receiver = await primary(options);
    expect(statSync(socketDirectory).mode & 0o777).toBe(0o700);
    expect(lstatSync(receiver.endpoint).isSocket()).toBe(true);
    expect(lstatSync(receiver.endpoint).mode & 0o777).toBe(0o600);
    expect(receiver.endpoint).toBe(join(socketDirectory, 'discord-1234.sock'));
    await receiver.close();
    expect(existsSync(receiver.endpoint)).toBe(false);
  });

  it('refuses a socket directory that others can enter, or a symlink', async () => {
    const shared = join(root, `shared${++counter}`);
    mkdirSync(shared, { mode: 0o755 });
    chmodSync(shared, 0o755);
    const { options } = setup();
    await expect(startRedirectReceiver({ ...options, socketDirectory: shared })).rejects.toThrow(
      /it must be 0700/,
    );
    const link = join(root, `link${counter}`);
    symlinkSync(options.socketDirectory ?? '', link);
    mkdirSync(options.socketDirectory ?? '', { mode: 0o700 });
    await expect(startRedirectReceiver({ ...options, socketDirectory: link })).rejects.toThrow(
      /symlink is not accepted/,
    );
  });

  it('replaces a socket left behind by a process that died', async () => {
    const { options, next } = setup();
    const endpoint = redirectEndpoint('discord-1234', { directory: options.socketDirectory });
    // A real process binds the socket and exits without closing it.
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [
        '-e',
        `require('net').createServer().listen(${JSON.stringify(endpoint)}, () => process.exit(0))`,
      ]);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`child exited ${code}`))));
    });
    expect(lstatSync(endpoint).isSocket()).toBe(true);
    const delivered = next();
    const receiver = await primary({ ...options, argv: [URL_1] });
    expect(receiver.endpoint).toBe(endpoint);
    expect(await delivered).toBe(URL_1);
    await forwardRedirect(endpoint, URL_2);
  });

  it('never deletes a file that is not a socket', async () => {
    const { options } = setup();
    const endpoint = redirectEndpoint('discord-1234', { directory: options.socketDirectory });
    writeFileSync(endpoint, 'precious');
    await expect(startRedirectReceiver(options)).rejects.toThrow(/is not a socket; refusing to remove it/);
    expect(lstatSync(endpoint).isFile()).toBe(true);
  });

  it('answers every connection with one bounded reply and delivers only valid URLs of its scheme', async () => {
    const { options, received, next } = setup({ maxUrlLength: 200, timeoutMs: 300 });
    const receiver = await primary(options);
    const { endpoint } = receiver;
    expect(await raw(endpoint, `REDIRECT discord-1234:/${'a'.repeat(300)}\n`)).toBe('ERROR too_long\n');
    expect(await raw(endpoint, 'x'.repeat(100_000))).toBe('ERROR too_long\n');
    expect(await raw(endpoint, 'REDIRECT other:/authorize/callback?code=1\n')).toBe('ERROR wrong_scheme\n');
    expect(await raw(endpoint, 'REDIRECT discord-1234:/a b\n')).toBe('ERROR bad_characters\n');
    expect(await raw(endpoint, 'GET / HTTP/1.1\r\n')).toBe('ERROR bad_request\n');
    expect(await raw(endpoint, 'REDIRECT discord-1234:/no-newline')).toBe(''); // dropped after the timeout
    expect(received).toEqual([]);
    // One URL per connection: whatever follows the first line is ignored.
    const delivered = next();
    expect(await raw(endpoint, `REDIRECT ${URL_1}\nREDIRECT ${URL_2}\n`)).toBe('OK\n');
    expect(await delivered).toBe(URL_1);
    // A later connection's URL arrives after anything the first could still deliver: nothing came between.
    const later = next();
    expect(await raw(endpoint, `REDIRECT ${URL_1}\n`)).toBe('OK\n');
    expect(await later).toBe(URL_1);
    expect(received).toEqual([URL_1, URL_1]);
  });

  it('reports a handler that throws or rejects to onError, and keeps receiving', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const { options } = setup({
      onRedirect: (url) => {
        calls += 1;
        if (url.endsWith('=throw')) throw new Error('sync failure');
        return Promise.reject(new Error('async failure'));
      },
      onError: (error) => errors.push(error),
    });
    const receiver = await primary(options);
    await forwardRedirect(receiver.endpoint, 'discord-1234:/authorize/callback?code=throw');
    await forwardRedirect(receiver.endpoint, 'discord-1234:/authorize/callback?code=reject');
    // The receiver hands the URL over as it answers OK, and the rejection reaches onError a moment later.
    await waitFor(() => errors.length === 2, { what: 'both failures reported' });
    expect(calls).toBe(2);
    expect(errors.map((error) => (error as Error).message)).toEqual(['sync failure', 'async failure']);
  });

  it('validates its options', async () => {
    const { options } = setup();
    await expect(
      startRedirectReceiver({ ...options, onRedirect: 'x' as unknown as () => void }),
    ).rejects.toThrow(/onRedirect\): expected a function/);
    await expect(startRedirectReceiver({ ...options, timeoutMs: 0 })).rejects.toThrow(
      /timeoutMs\): expected a positive integer/,
    );
    await expect(startRedirectReceiver({ ...options, scheme: 'a"b' })).rejects.toThrow(/scheme/);
  });
});

describe('forwardRedirect', () => {
  it('fails clearly when nobody listens, and when the running instance refuses the URL', async () => {
    const { options } = setup();
    const endpoint = redirectEndpoint('discord-1234', { directory: options.socketDirectory });
    await expect(forwardRedirect(endpoint, URL_1)).rejects.toMatchObject({ code: 'connection' });
    const receiver = await primary(options);
    const refused = forwardRedirect(receiver.endpoint, 'discord-9:/authorize/callback');
    await expect(refused).rejects.toBeInstanceOf(RedirectForwardError);
    await expect(refused).rejects.toMatchObject({
      code: 'rejected',
      message: expect.stringContaining('wrong_scheme'),
    });
  });
});
