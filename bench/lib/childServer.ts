/**
 * A bench's server in a child process of its own (its memory and event loop apart from the clients'):
 * the child is the bench file itself, forked with arguments; it sends `{ info }` once it listens and
 * answers `'usage'` with `{ usage }`.
 */
import { type ChildProcess, fork } from 'node:child_process';

/** Forks `file` with `args`; resolves with the child and the `info` it sent. */
export async function forkServer<I>(
  file: string,
  args: string[],
  execArgv: string[],
): Promise<{ child: ChildProcess; info: I }> {
  const child = fork(file, args, { execArgv: ['--import', 'tsx', ...execArgv] });
  const info = await new Promise<I>((resolve, reject) => {
    child.once('message', (message: { info: I }) => resolve(message.info));
    child.once('exit', (code) => reject(new Error(`the server (${args.join(' ')}) exited (${code})`)));
  });
  return { child, info };
}

/** Asks the child for its `usage` (what it measures of itself). */
export function usageOf<U>(child: ChildProcess): Promise<U> {
  child.send('usage');
  return new Promise((resolve) => child.once('message', (message: { usage: U }) => resolve(message.usage)));
}
