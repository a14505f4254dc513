/**
 * A PATH folder for installs "on a bare machine": links to the programs of the usual PATH folders, minus
 * the ones `leaveOut` matches (the build tools), the first folder's winning as a shell's lookup would.
 * A name is taken once, by the link's own entry (lstat), not by what it points to: a PATH folder may hold
 * a dangling symlink (an alternatives link to an uninstalled browser), which `existsSync` reads as absent,
 * so a second folder with the same name (merged /bin and /usr/bin) would make the link again: EEXIST.
 */
import { lstatSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Whether `path` itself exists (a dangling symlink does). */
export function entryExists(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
}

/**
 * Fills `bin` with links to each program of `dirs` not matched by `leaveOut`, and to `node` itself.
 * @returns `bin`.
 */
export function bareBin(bin: string, dirs: readonly string[], leaveOut: RegExp, node: string): string {
  mkdirSync(bin, { recursive: true });
  for (const dir of dirs) {
    for (const name of readdirSync(dir)) {
      if (leaveOut.test(name) || entryExists(join(bin, name))) continue;
      symlinkSync(join(dir, name), join(bin, name));
    }
  }
  if (!entryExists(join(bin, 'node'))) symlinkSync(node, join(bin, 'node'));
  return bin;
}
