/**
 * wrk (the Debian package `wrk`) as a second load generator for the HTTP benches. It is a C program with
 * its own event loop, so it keeps up where autocannon (one Node thread) becomes the bottleneck, at the
 * bare route's rates. It is started without a shell; the request's method, headers and body reach its
 * Lua script through environment variables, so credentials are not on its command line.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** One request, repeated for the whole run. */
export interface WrkRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | undefined;
}

/** What a run measured. */
export interface WrkResult {
  rps: number;
  /** 99th percentile latency in ms. */
  p99: number;
  /** Non-2xx/3xx answers plus socket errors (connect, read, write, timeout). */
  errors: number;
}

// Sets the method, headers ("name TAB value" lines) and body of every request from the environment.
const SCRIPT = `wrk.method = os.getenv("WRK_METHOD") or "GET"
local body = os.getenv("WRK_BODY")
if body ~= nil and body ~= "" then wrk.body = body end
local headers = os.getenv("WRK_HEADERS") or ""
for name, value in string.gmatch(headers, "([^\\t\\n]+)\\t([^\\n]*)\\n") do wrk.headers[name] = value end
`;

/** The path of the `wrk` executable on PATH, or undefined when it is not installed. */
export function findWrk(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, 'wrk');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

/** Runs wrk processes with one script file, removed by {@link WrkRunner.close}. */
export class WrkRunner {
  readonly #dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  readonly #script = join(this.#dir, 'request.lua');

  constructor(
    private readonly executable: string,
    private readonly connections: number,
  ) {
    writeFileSync(this.#script, SCRIPT);
  }

  /** Loads `request` for `seconds` with one wrk thread (the other core serves). */
  run(request: WrkRequest, seconds: number): Promise<WrkResult> {
    const headers = Object.entries(request.headers)
      .map(([name, value]) => `${name}\t${value}\n`)
      .join('');
    const args = [
      '-t1',
      `-c${this.connections}`,
      `-d${seconds}s`,
      '--latency',
      '-s',
      this.#script,
      request.url,
    ];
    const child = spawn(this.executable, args, {
      env: {
        PATH: process.env.PATH ?? '',
        WRK_METHOD: request.method,
        WRK_BODY: request.body ?? '',
        WRK_HEADERS: headers,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errorOutput = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      errorOutput += chunk.toString();
    });
    // wrk stops by itself after `seconds`; the timer only guards against a wrk that hangs.
    const guard = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
    return new Promise<WrkResult>((resolve, reject) => {
      child.on('error', (error) => {
        clearTimeout(guard);
        reject(error);
      });
      child.on('close', (code, signal) => {
        clearTimeout(guard);
        if (code !== 0) {
          reject(new Error(`wrk exited with ${code ?? signal}: ${errorOutput.trim() || output.trim()}`));
          return;
        }
        try {
          resolve(parseWrkOutput(output));
        } catch (error) {
          reject(error);
        }
      });
    });
  }

  close(): void {
    rmSync(this.#dir, { recursive: true, force: true });
  }
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** Reads requests/s, the 99th percentile and the errors from wrk's `--latency` report. */
export function parseWrkOutput(output: string): WrkResult {
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s|m)\b/m.exec(output);
  if (!rps?.[1] || !p99?.[1] || !p99[2]) throw new Error(`unexpected wrk output:\n${output}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    rps: Number(rps[1]),
    p99: Number(p99[1]) * (UNIT_MS[p99[2]] ?? Number.NaN),
    errors: Number(non2xx?.[1] ?? 0) + socketErrors,
  };
}
