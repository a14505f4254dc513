/**
 * Second processes for the Windows suite: the handler program (handler.ts) run by node.exe directly or
 * started by the shell, its JSON-lines log, and bounded waits for both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The compiled handler next to this file. */
export const HANDLER_SCRIPT = join(import.meta.dirname, 'handler.js');

/** One line of a handler's log. */
export interface HandlerEvent {
  readonly event: 'started' | 'primary' | 'handled' | 'joined' | 'forwarded' | 'failed';
  readonly [field: string]: unknown;
}

/** The events a handler wrote to `log` so far. */
export function readHandlerLog(log: string): HandlerEvent[] {
  if (!existsSync(log)) return [];
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as HandlerEvent);
}

/** Polls `probe` until it returns a value; throws after `timeoutMs` with `describe()` for context. */
export async function waitFor<T>(
  what: string,
  probe: () => T | undefined,
  describe: () => string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for the first `event` in the handler's `log`; on timeout the message shows the whole log. */
export function waitForEvent(log: string, event: HandlerEvent['event'], what: string): Promise<HandlerEvent> {
  return waitFor(
    what,
    () => readHandlerLog(log).find((entry) => entry.event === event),
    () => JSON.stringify(readHandlerLog(log)),
  );
}

/** Starts node.exe (this one) on the handler with `args`; stdio ignored, the log says what happened. */
export function startHandler(args: readonly string[]): ChildProcess {
  return spawn(process.execPath, [HANDLER_SCRIPT, ...args], { stdio: 'ignore', windowsHide: true });
}

/** The exit code of `child`; kills it and throws when it is still running after `timeoutMs`. */
export function exitCode(child: ChildProcess, timeoutMs = 30_000): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`process ${child.pid} still running after ${timeoutMs} ms; killed`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}
