/**
 * The redirect hand-off over a Windows named pipe between two node.exe processes under Wine: a second
 * instance hands its URL to the running one and exits, either process can be the running one, a cold
 * start handles its own URL, and whatever else arrives on the pipe is refused without reaching the
 * handler. The pipe keeps Node's default security (README, "Windows"): these tests pin the parts of it the
 * SDK relies on.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { redirectEndpoint } from '../../src/deeplink/endpoint.js';
import { forwardRedirect, RedirectForwardError } from '../../src/deeplink/protocol.js';
import { type PrimaryRedirectReceiver, startRedirectReceiver } from '../../src/deeplink/receiver.js';
import { exitCode, readHandlerLog, startHandler, waitFor } from './support/processes.js';
import './support/lingering.js';

const SCHEME = 'sdk-wine-pipe';
const URL_OK = `${SCHEME}:/authorize/callback?code=Zm9v-bar_baz.~&state=st%20ate'1`;
const scratch = mkdtempSync(join(tmpdir(), 'social-sdk-pipe-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
let logs = 0;
const newLog = (): string => join(scratch, `handler-${++logs}.jsonl`);

/** A primary receiver in this process, collecting what it is handed. */
async function primary(timeoutMs?: number): Promise<{ receiver: PrimaryRedirectReceiver; urls: string[] }> {
  const urls: string[] = [];
  const receiver = await startRedirectReceiver({
    scheme: SCHEME,
    argv: [],
    onRedirect: (url) => urls.push(url),
    timeoutMs,
  });
  assert.equal(receiver.role, 'primary');
  return { receiver, urls };
}

/** Connects to the pipe, writes `data`, and resolves with everything read until the server closes. */
function exchange(endpoint: string, data: string | Buffer, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(endpoint);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the pipe stayed open for ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {}); // the server may reset after replying; 'close' follows
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    if (data.length > 0) socket.write(data);
  });
}

describe('redirect hand-off over a named pipe', () => {
  it('listens on \\\\.\\pipe\\social-sdk-<user>-<scheme>', async () => {
    const user = userInfo().username.replace(/[^A-Za-z0-9_.-]/g, '_');
    assert.equal(redirectEndpoint(SCHEME), `\\\\.\\pipe\\social-sdk-${user}-${SCHEME}`);
    const { receiver } = await primary();
    try {
      assert.equal(receiver.endpoint, redirectEndpoint(SCHEME));
    } finally {
      await receiver.close();
    }
  });

  it('a second node.exe started with the URL hands it to the running instance and exits', async () => {
    const { receiver, urls } = await primary();
    const log = newLog();
    try {
      const child = startHandler([`--log=${log}`, `--scheme=${SCHEME}`, URL_OK]);
      assert.equal(await exitCode(child), 0, JSON.stringify(readHandlerLog(log)));
      assert.deepEqual(urls, [URL_OK]);
      assert.deepEqual(
        readHandlerLog(log).map((entry) => entry.event),
        ['started', 'forwarded'],
      );
    } finally {
      await receiver.close();
    }
  });

  it('a second instance without a URL only finds the running one and exits', async () => {
    const { receiver, urls } = await primary();
    const log = newLog();
    try {
      const child = startHandler([`--log=${log}`, `--scheme=${SCHEME}`]);
      assert.equal(await exitCode(child), 3);
      assert.deepEqual(readHandlerLog(log).at(-1), { event: 'forwarded', forwarded: false });
      assert.deepEqual(urls, []);
    } finally {
      await receiver.close();
    }
  });

  it('the running instance can be the other node.exe: this one forwards to it', async () => {
    const log = newLog();
    const child = startHandler([`--log=${log}`, `--scheme=${SCHEME}`, '--wait-ms=20000']);
    try {
      await waitFor(
        'the handler to listen',
        () => readHandlerLog(log).find((entry) => entry.event === 'primary'),
        () => JSON.stringify(readHandlerLog(log)),
      );
      await forwardRedirect(redirectEndpoint(SCHEME), URL_OK);
      assert.equal(await exitCode(child), 0);
      assert.deepEqual(readHandlerLog(log).at(-1), { event: 'handled', url: URL_OK });
    } finally {
      child.kill();
    }
  });

  it('a cold start with nobody running handles its own URL', async () => {
    const log = newLog();
    const child = startHandler([`--log=${log}`, `--scheme=${SCHEME}`, URL_OK]);
    assert.equal(await exitCode(child), 0);
    assert.deepEqual(
      readHandlerLog(log)
        .slice(1)
        .map(({ event }) => event),
      ['primary', 'handled'],
    );
    assert.deepEqual(readHandlerLog(log).at(-1), { event: 'handled', url: URL_OK });
  });

  it('refuses hostile lines with a reason and never passes them to the handler', async () => {
    const { receiver, urls } = await primary();
    try {
      const hostile: ReadonlyArray<readonly [string | Buffer, string]> = [
        ['HELLO\n', 'ERROR bad_request\n'],
        ['REDIRECT other-scheme:/authorize/callback?code=x\n', 'ERROR wrong_scheme\n'],
        [`REDIRECT ${SCHEME}:/a b\n`, 'ERROR bad_characters\n'],
        [Buffer.from(`REDIRECT ${SCHEME}:/\u00e9t\u00e9\n`, 'utf8'), 'ERROR bad_characters\n'],
        [`REDIRECT ${SCHEME}:/ok\u0000"evil"\n`, 'ERROR bad_characters\n'],
        [`REDIRECT ${SCHEME}:/${'a'.repeat(9000)}\n`, 'ERROR too_long\n'],
        [`REDIRECT ${SCHEME}\n`, 'ERROR wrong_scheme\n'],
      ];
      for (const [line, reply] of hostile) {
        assert.equal(await exchange(receiver.endpoint, line), reply, String(line).slice(0, 60));
      }
      await assert.rejects(forwardRedirect(receiver.endpoint, 'javascript:alert(1)'), (error: unknown) => {
        assert.ok(error instanceof RedirectForwardError);
        assert.equal(error.code, 'rejected');
        assert.equal(error.message, 'the running instance refused the URL: wrong_scheme');
        return true;
      });
      assert.deepEqual(urls, []);
      // The receiver still works after all of that.
      await forwardRedirect(receiver.endpoint, URL_OK);
      assert.deepEqual(urls, [URL_OK]);
    } finally {
      await receiver.close();
    }
  });

  it('a client that connects and sends nothing reads nothing and is dropped when its time is up', async () => {
    const { receiver, urls } = await primary(500);
    try {
      assert.equal(await exchange(receiver.endpoint, ''), '');
      assert.deepEqual(urls, []);
    } finally {
      await receiver.close();
    }
  });

  it('one instance after another: the second is secondary, and after the first closes the next is primary', async () => {
    const first = await primary();
    try {
      const second = await startRedirectReceiver({ scheme: SCHEME, argv: [], onRedirect: () => {} });
      assert.equal(second.role, 'secondary');
    } finally {
      await first.receiver.close();
    }
    const next = await primary();
    await next.receiver.close();
  });
});
