/**
 * Issue 32, finding 6: the CLI refuses to send a bot token in clear text (`http:`) to a host that is not
 * this machine, unless `--send-token-over-plain-http` says so. The refusal happens before anything is
 * sent: the address used here is a black hole, so a request would hang until the run's timeout.
 */
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/args.js';
import { checkTokenDestination, isLoopbackHost } from '../../src/cli/plainHttp.js';
import { PACKAGE_ROOT } from '../../src/native/loader.js';

const TOKEN = 'bot-token-that-must-not-travel';

describe('a token over plain http', () => {
  it('to another host: the commands CLI refuses (exit 2), names the flag, prints no token', async () => {
    const run = await new Promise<{ code: number; stderr: string; stdout: string }>((resolve) => {
      execFile(
        process.execPath,
        [
          '--import',
          'tsx',
          'src/cli/main.ts',
          'commands',
          'export',
          '--app',
          '1',
          '--base-url',
          'http://10.255.255.1:9',
        ],
        {
          cwd: PACKAGE_ROOT,
          timeout: 60_000,
          env: { PATH: process.env.PATH ?? '', SOCIAL_SDK_BOT_TOKEN: TOKEN },
        },
        (error, stdout, stderr) =>
          resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr }),
      );
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '--base-url: refusing to send the token in clear text (http:) to 10.255.255.1',
    );
    expect(run.stderr).toContain('--send-token-over-plain-http');
    expect(run.stdout + run.stderr).not.toContain(TOKEN);
  });

  it.each([
    ['http://10.0.0.5', false, true],
    ['http://example.com', false, true],
    ['http://10.0.0.5', true, false],
    ['https://example.com', false, false],
    ['http://127.0.0.1:5000', false, false],
    ['http://127.8.9.10', false, false],
    ['http://localhost:1', false, false],
    ['http://[::1]:1', false, false],
    [undefined, false, false],
  ])('%s (flag %s): refused %s', (url, allowed, refused) => {
    const check = () => checkTokenDestination(url, allowed, 'usage');
    if (refused) expect(check).toThrow(UsageError);
    else expect(check).not.toThrow();
  });

  it('knows the loopback names only', () => {
    expect(['localhost', '127.0.0.1', '[::1]', 'LOCALHOST'].every(isLoopbackHost)).toBe(true);
    expect(['127.0.0.1.evil.net', '10.0.0.1', 'localhost.evil.net', '0.0.0.0'].some(isLoopbackHost)).toBe(
      false,
    );
  });
});
