/**
 * A throw-away freedesktop.org environment for tests: its own HOME, XDG_DATA_HOME, XDG_CONFIG_HOME,
 * XDG_CONFIG_DIRS and XDG_RUNTIME_DIR under one temp directory. The addon reads the variables from this
 * process's environment (vitest runs each test file in its own process); real tools (xdg-mime, gio,
 * desktop-file-validate) get the same values through `env`.
 */
import { execFile } from 'node:child_process';
import { type Dirent, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface XdgSandbox {
  readonly root: string;
  readonly home: string;
  readonly dataHome: string;
  readonly configHome: string;
  readonly runtimeDir: string;
  /** The first of XDG_DATA_DIRS: stands for /usr/share (its `applications` directory exists). */
  readonly systemData: string;
  /** Environment for child processes: only what they need, no desktop session variables. */
  readonly env: NodeJS.ProcessEnv;
  readonly applicationsDir: string;
  readonly mimeappsList: string;
  /** Every file under HOME, data and config (path relative to root -> content), for before/after checks. */
  snapshot(): Map<string, string>;
  /** Runs a real tool with the sandbox environment (no shell); resolves with stdout, stderr and exit code. */
  run(file: string, args: readonly string[]): Promise<{ stdout: string; stderr: string; code: number }>;
  /** Restores this process's environment and removes the directory. */
  dispose(): void;
}

const VARIABLES = [
  'HOME',
  'XDG_DATA_HOME',
  'XDG_CONFIG_HOME',
  'XDG_CONFIG_DIRS',
  'XDG_RUNTIME_DIR',
  'XDG_DATA_DIRS',
];

export function createXdgSandbox(prefix: string): XdgSandbox {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const home = join(root, 'home');
  const dataHome = join(root, 'data');
  const configHome = join(root, 'config');
  const configDirs = join(root, 'etc-xdg');
  const runtimeDir = join(root, 'run');
  const systemData = join(root, 'usr-share');
  for (const dir of [home, configDirs, join(systemData, 'applications')]) mkdirSync(dir, { recursive: true });
  mkdirSync(runtimeDir, { mode: 0o700 });
  const values: Record<string, string> = {
    HOME: home,
    XDG_DATA_HOME: dataHome,
    XDG_CONFIG_HOME: configHome,
    XDG_CONFIG_DIRS: configDirs,
    XDG_RUNTIME_DIR: runtimeDir,
    XDG_DATA_DIRS: `${systemData}:/usr/local/share:/usr/share`,
  };
  const saved = new Map(VARIABLES.map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8', ...values };

  const snapshot = (): Map<string, string> => {
    const files = new Map<string, string>();
    const walk = (dir: string): void => {
      let entries: Dirent[];
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else files.set(relative(root, path), entry.isFile() ? readFileSync(path, 'utf8') : `<${entry.name}>`);
      }
    };
    for (const dir of [home, dataHome, configHome]) walk(dir);
    return files;
  };

  return {
    root,
    home,
    dataHome,
    configHome,
    runtimeDir,
    systemData,
    env,
    applicationsDir: join(dataHome, 'applications'),
    mimeappsList: join(configHome, 'mimeapps.list'),
    snapshot,
    async run(file, args) {
      try {
        const { stdout, stderr } = await execFileAsync(file, [...args], { env, cwd: root, timeout: 20_000 });
        return { stdout, stderr, code: 0 };
      } catch (error) {
        const failed = error as { stdout?: string; stderr?: string; code?: number | string };
        return {
          stdout: failed.stdout ?? '',
          stderr: failed.stderr ?? '',
          code: typeof failed.code === 'number' ? failed.code : -1,
        };
      }
    },
    dispose() {
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
