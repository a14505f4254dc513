/**
 * `social-sdk emulator` as a child process (the CLI, through tsx), for the soak test and bench/soak.ts:
 * resolves once it prints where it listens.
 */
import { type ChildProcess, spawn } from 'node:child_process';

/** The start of the CLI's warning about a control API without a token (src/cli/emulator.ts). */
const EXPECTED_WARNING = 'Warning: the control API has no token';

/**
 * Starts the emulator CLI in `cwd` (the package root) with `args`, Node itself with `nodeArgs` (such as
 * `--expose-gc`, for `GET /_emulator/memory` after a collection); resolves with it and its port.
 */
export async function startEmulatorChild(
  cwd: string,
  args: string[],
  nodeArgs: readonly string[] = [],
): Promise<{ child: ChildProcess; port: number }> {
  const node = [...nodeArgs, '--import', 'tsx', 'src/cli/main.ts', 'emulator', ...args];
  const child = spawn(process.execPath, node, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The CLI's warning about a control API without a token is expected here (these children have none):
  // it is not passed on, so a green run prints no line that reads as an error. Any other line is.
  let pending = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines)
      if (!line.startsWith(EXPECTED_WARNING)) process.stderr.write(`[emulator child] ${line}\n`);
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the emulator did not start: ${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Emulator listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`the emulator exited (${code}): ${output}`)));
  });
  return { child, port };
}

/**
 * `fetch` under `base` that retries (every 50 ms) while the emulator is down, as across a kill and a
 * restart, until `giveUpAt` (epoch ms); redirects are not followed, each try times out after 5 s.
 */
export function retryingFetch(
  base: string,
  giveUpAt: number,
): (path: string, init?: RequestInit) => Promise<Response> {
  return async (path, init = {}) => {
    for (;;) {
      try {
        return await fetch(`${base}${path}`, {
          ...init,
          redirect: 'manual',
          signal: AbortSignal.timeout(5000),
        });
      } catch (error) {
        if (Date.now() > giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
}
