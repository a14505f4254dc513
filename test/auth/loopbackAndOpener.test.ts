import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLoopbackReceiver } from '../../src/auth/loopbackReceiver.js';
import { browserCommand, OPENER_SETTLE_MS, openInBrowser } from '../../src/auth/opener.js';
import { PendingAuthorizations } from '../../src/auth/pendingAuthorizations.js';

/** A raw GET so the Host header can be chosen (fetch would not allow a foreign one). */
function get(
  port: number,
  path: string,
  host: string | readonly string[] = `127.0.0.1:${port}`,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  // Several hosts: sent as repeated Host headers (a raw header list).
  const headers = typeof host === 'string' ? { host } : host.flatMap((value) => ['Host', value]);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('loopback receiver', () => {
  it('binds 127.0.0.1 on an OS-assigned port, answers one valid callback, then closes', async () => {
    const pending = new PendingAuthorizations();
    const receiver = await startLoopbackReceiver((url) => pending.handleRedirect(url));
    expect(receiver.redirectUri).toBe(`http://127.0.0.1:${receiver.port}/callback`);
    const { result } = pending.begin({
      state: 'loopback-state-123',
      redirectUri: receiver.redirectUri,
      timeoutMs: 10_000,
      expectedIssuer: async () => 'unused',
      onSettled: () => receiver.close(),
    });

    expect((await get(receiver.port, '/other')).status).toBe(404);
    expect((await get(receiver.port, '/callback?code=c&state=wrong')).status).toBe(400);
    const foreign = await get(receiver.port, '/callback?code=c&state=loopback-state-123', 'evil.example');
    expect(foreign.status).toBe(400);
    // Two Host headers, ours first: refused too (issue 38).
    const own = `127.0.0.1:${receiver.port}`;
    const doubled = await get(receiver.port, '/callback?code=c&state=loopback-state-123', [
      own,
      'evil.example',
    ]);
    expect(doubled.status).toBe(400);
    expect(pending.size).toBe(1);

    const ok = await get(receiver.port, '/callback?code=the-code&state=loopback-state-123');
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('You can close this window');
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.body).not.toContain('the-code');
    await expect(result).resolves.toEqual({ code: 'the-code', redirectUri: receiver.redirectUri });
    // Closed: a second connection is refused.
    await expect(get(receiver.port, '/callback?code=x&state=loopback-state-123')).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });

  it('closes when its authorization is aborted', async () => {
    const pending = new PendingAuthorizations();
    const receiver = await startLoopbackReceiver((url) => pending.handleRedirect(url));
    const { result } = pending.begin({
      state: 'abort-state-1234',
      redirectUri: receiver.redirectUri,
      timeoutMs: 10_000,
      expectedIssuer: async () => 'unused',
      onSettled: () => receiver.close(),
    });
    pending.abortAll();
    await expect(result).rejects.toMatchObject({ reason: 'aborted' });
    await expect(get(receiver.port, '/callback')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});

describe('default opener', () => {
  const dir = mkdtempSync(join(tmpdir(), 'opener-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('picks the OS handler with the URL as one argument', () => {
    const url = 'https://example.com/?a=1&b=2';
    expect(browserCommand('linux', url)).toEqual({ file: 'xdg-open', args: [url] });
    expect(browserCommand('darwin', url)).toEqual({ file: 'open', args: [url] });
    expect(browserCommand('win32', url)).toEqual({
      file: 'rundll32',
      args: ['url.dll,FileProtocolHandler', url],
    });
  });

  it.runIf(process.platform === 'linux')(
    'runs xdg-open through execFile: no shell sees the URL',
    async () => {
      const log = join(dir, 'argv.txt');
      const pwned = join(dir, 'pwned');
      writeFileSync(join(dir, 'xdg-open'), `#!/bin/sh\nprintf '%s\\n' "$#" "$@" > '${log}'\n`, {
        mode: 0o755,
      });
      const url = `https://example.com/?a=1&b=$(touch ${pwned});touch ${pwned}|x\`touch ${pwned}\``;
      const path = process.env.PATH;
      process.env.PATH = `${dir}:${path ?? ''}`;
      try {
        await openInBrowser(url);
      } finally {
        process.env.PATH = path;
      }
      expect(readFileSync(log, 'utf8')).toBe(`1\n${url}\n`);
      expect(existsSync(pwned)).toBe(false);
    },
  );

  it.runIf(process.platform === 'linux')(
    'reports a failing opener without the URL in the message',
    async () => {
      writeFileSync(join(dir, 'xdg-open'), '#!/bin/sh\nexit 3\n', { mode: 0o755 });
      const path = process.env.PATH;
      process.env.PATH = `${dir}:${path ?? ''}`;
      try {
        const error = await Promise.resolve(openInBrowser('https://example.com/?state=secret-state')).catch(
          (e: unknown) => e,
        );
        expect(error).toMatchObject({ reason: 'opener_failed' });
        expect((error as Error).message).toContain('exit status 3');
        expect((error as Error).message).not.toContain('secret-state');
      } finally {
        process.env.PATH = path;
      }
    },
  );

  it.runIf(process.platform === 'linux')(
    'resolves, without killing it, when the handler stays in the foreground with the browser',
    async () => {
      // xdg-open without a desktop environment runs the browser and waits for it to close.
      const started = join(dir, 'started');
      writeFileSync(join(dir, 'xdg-open'), `#!/bin/sh\ntouch '${started}'\nexec sleep 8\n`, { mode: 0o755 });
      const path = process.env.PATH;
      process.env.PATH = `${dir}:${path ?? ''}`;
      try {
        const begin = Date.now();
        await openInBrowser('https://example.com/authorize');
        const waited = Date.now() - begin;
        expect(waited).toBeGreaterThanOrEqual(OPENER_SETTLE_MS - 50);
        expect(waited).toBeLessThan(OPENER_SETTLE_MS + 2_000);
        expect(existsSync(started)).toBe(true);
      } finally {
        process.env.PATH = path;
      }
    },
    15_000,
  );

  it('refuses to open anything but http(s)', () => {
    expect(() => openInBrowser('file:///etc/passwd')).toThrow(/refusing to open a file: URL/);
    expect(() => openInBrowser('javascript:alert(1)')).toThrow(/refusing/);
  });
});
