/**
 * The registry as Windows' own reg.exe sees it (Wine's, here), for checking what the addon wrote without
 * asking the addon. `reg query` prints values in the console's code page, which loses non-ASCII text;
 * `reg export` writes UTF-16 and is used where the exact text matters.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REG = join(process.env.SystemRoot ?? 'C:\\windows', 'System32', 'reg.exe');
const REG_TIMEOUT_MS = 30_000;

/** A key's values by name (`''` is the default value), as reg.exe exports them. */
export type RegistryValues = Record<string, string>;
/** Every key of an exported tree, by full name, with its values. */
export type RegistryTree = Record<string, RegistryValues>;

/** Attempts at starting reg.exe: under Wine a process start now and then fails ("spawnSync ... UNKNOWN"). */
const REG_STARTS = 3;

/** Runs reg.exe; `missing` when it reports that the key does not exist (exit status 1). */
function reg(args: string[]): { stdout: string } | 'missing' {
  let result = spawnSync(REG, args, { encoding: 'utf8', timeout: REG_TIMEOUT_MS });
  // Only a failure to start is tried again (reg.exe never ran, so nothing was read or written); a
  // timeout or an exit status is an answer.
  for (let start = 1; start < REG_STARTS && startFailed(result.error); start++)
    result = spawnSync(REG, args, { encoding: 'utf8', timeout: REG_TIMEOUT_MS });
  if (result.error) throw new Error(`reg ${args[0]}: ${result.error.message}`);
  if (result.status === 1) return 'missing';
  if (result.status !== 0) {
    throw new Error(`reg ${args.join(' ')} exited with ${result.status}: ${result.stderr.trim()}`);
  }
  return { stdout: result.stdout };
}

function startFailed(error: Error | undefined): boolean {
  return error !== undefined && (error as NodeJS.ErrnoException).code !== 'ETIMEDOUT';
}

/** `reg query <key> /s`: its text output, or undefined when the key does not exist. */
export function regQuery(key: string): string | undefined {
  const result = reg(['query', key, '/s']);
  return result === 'missing' ? undefined : result.stdout;
}

/** `reg add`: sets one string value (`valueName` undefined: the default value), creating the key. */
export function regAdd(key: string, valueName: string | undefined, data: string): void {
  const name = valueName === undefined ? ['/ve'] : ['/v', valueName];
  if (reg(['add', key, ...name, '/d', data, '/f']) === 'missing') throw new Error(`reg add ${key} failed`);
}

/** Removes several keys (full names) and everything under them with one `reg import`; absent ones are skipped. */
export function regDeleteAll(keys: readonly string[]): void {
  const dir = mkdtempSync(join(tmpdir(), 'social-sdk-reg-'));
  try {
    const file = join(dir, 'delete.reg');
    const body = keys.map((key) => `[-${key}]\r\n\r\n`).join('');
    writeFileSync(file, `\uFEFFWindows Registry Editor Version 5.00\r\n\r\n${body}`, 'utf16le');
    if (reg(['import', file]) === 'missing') throw new Error('reg import failed');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `reg copy <from> <to> /s /f`: copies a key and its subkeys. */
export function regCopy(from: string, to: string): void {
  if (reg(['copy', from, to, '/s', '/f']) === 'missing') throw new Error(`reg copy: ${from} does not exist`);
}

/** `reg export`: the exact tree under `key` (UTF-16 text, parsed), or undefined when it does not exist. */
export function regExport(key: string): RegistryTree | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'social-sdk-reg-'));
  try {
    const file = join(dir, 'export.reg');
    if (reg(['export', key, file, '/y']) === 'missing') return undefined;
    return parseRegFile(readFileSync(file).toString('utf16le'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The REG_SZ values of a `Windows Registry Editor Version 5.00` file; other types are kept as written. */
export function parseRegFile(text: string): RegistryTree {
  const tree: RegistryTree = {};
  let current: RegistryValues | undefined;
  for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const key = /^\[(.+)\]$/.exec(line);
    if (key?.[1] !== undefined) {
      current = {};
      tree[key[1]] = current;
      continue;
    }
    const value = /^(@|"((?:[^"\\]|\\.)*)")=(.*)$/.exec(line);
    if (value === null || current === undefined) continue;
    const name = value[1] === '@' ? '' : unescapeRegString(value[2] ?? '');
    const data = value[3] ?? '';
    const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(data);
    current[name] = quoted?.[1] !== undefined ? unescapeRegString(quoted[1]) : data;
  }
  return tree;
}

function unescapeRegString(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}
