/**
 * Wine's shell as a browser uses it for a custom-scheme link (`start.exe <url>`, ShellExecuteEx), and the
 * "game" it starts: node.exe copied under another name into a directory whose name needs quoting.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START = join(process.env.SystemRoot ?? 'C:\\windows', 'System32', 'start.exe');

/** Wine 8.0's shell starts nothing for a command (or URL) of about 256 characters or more; Windows would. */
export const WINE_SHELL_COMMAND_LIMIT = 256;

/** What a browser does with a custom-scheme link on Windows: ShellExecuteEx, here through start.exe. */
export function shellOpen(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(START, [url], { timeout: 30_000 }, (error, stdout) => {
      // start.exe reports on stdout ("ShellExecuteEx failed: ...").
      if (error) reject(new Error(`start.exe failed: ${error.message} ${stdout.trim()}`));
      else resolve();
    });
  });
}

/**
 * The game's directory (spaces, '&', parentheses, non-ASCII) and executable, node.exe under another name,
 * kept between runs in the prefix: Wine will not delete a file while a process runs the same executable,
 * so neither a hard link nor a fresh copy could be cleaned up.
 */
export function gameExecutable(): { gameDir: string; gameExe: string } {
  const gameDir = join(tmpdir(), 'Game ✓ & (x86)');
  const gameExe = join(gameDir, 'game.exe');
  mkdirSync(gameDir, { recursive: true });
  if (!existsSync(gameExe) || statSync(gameExe).size !== statSync(process.execPath).size) {
    copyFileSync(process.execPath, gameExe);
  }
  return { gameDir, gameExe };
}
