/**
 * System tools that some tests need (xdg-utils, GLib's gio, desktop-file-utils, ...). No npm package
 * ships them, so a developer's machine may lack them. The rule: outside CI a test that needs a missing
 * tool is skipped with a reason that names the Debian package; in CI (`CI` set, as `.ci/run` does) the
 * same test fails, so CI can never silently skip what it is meant to check.
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The Debian package that provides each tool the tests use. */
const DEBIAN_PACKAGES: Readonly<Record<string, string>> = {
  'xdg-mime': 'xdg-utils',
  'xdg-open': 'xdg-utils',
  gio: 'libglib2.0-bin',
  'desktop-file-validate': 'desktop-file-utils',
  'update-desktop-database': 'desktop-file-utils',
  mkfifo: 'coreutils',
  chromium: 'chromium',
  pulseaudio: 'pulseaudio',
  pactl: 'pulseaudio-utils',
};

const found = new Map<string, boolean>();

/** True when an executable named `tool` is on PATH. */
export function hasTool(tool: string): boolean {
  let present = found.get(tool);
  if (present === undefined) {
    present = (process.env.PATH ?? '').split(delimiter).some((dir) => {
      if (dir === '') return false;
      try {
        accessSync(join(dir, tool), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
    found.set(tool, present);
  }
  return present;
}

/** True in CI, where a missing requirement is a failure rather than a skip. */
export function inCI(): boolean {
  const value = process.env.CI;
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}

/** `xdg-mime not installed (Debian: xdg-utils)`, or undefined when every tool is present. */
export function missingToolsReason(tools: readonly string[]): string | undefined {
  const missing = tools.filter((tool) => !hasTool(tool));
  if (missing.length === 0) return undefined;
  return missing
    .map(
      (tool) => `${tool} not installed${DEBIAN_PACKAGES[tool] ? ` (Debian: ${DEBIAN_PACKAGES[tool]})` : ''}`,
    )
    .join('; ');
}

/** The part of Vitest's test context this needs: its `skip(note)`. */
export interface SkippableContext {
  skip(note?: string): never;
}

/**
 * Call first thing in a test (or in `beforeEach`) that runs these tools: skips the test with the reason
 * outside CI, throws in CI.
 *
 * @example
 * it('registers with xdg', (ctx) => { requireTools(ctx, ['xdg-mime', 'gio']); ... });
 */
export function requireTools(ctx: SkippableContext, tools: readonly string[]): void {
  const reason = missingToolsReason(tools);
  if (reason === undefined) return;
  skipOrFail(ctx, reason);
}

/** Skips the test with `reason`, or, in CI, fails it with that reason. */
export function skipOrFail(ctx: SkippableContext, reason: string): void {
  if (inCI()) throw new Error(`${reason}: CI must provide it (see .ci/run)`);
  ctx.skip(reason);
}
