import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { redirectEndpoint } from '../../src/deeplink/endpoint.js';
import { defaultLaunchCommand, registerScheme } from '../../src/deeplink/register.js';

const root = mkdtempSync(join(tmpdir(), 'social-sdk-register-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A process-shaped input for defaultLaunchCommand (it only reads these fields). */
function proc(fields: { argv: string[]; execArgv?: string[]; electron?: string; defaultApp?: boolean }) {
  return {
    execPath: '/opt/runtime/bin/node',
    argv: fields.argv,
    execArgv: fields.execArgv ?? [],
    versions: { node: '20.0.0', ...(fields.electron === undefined ? {} : { electron: fields.electron }) },
    defaultApp: fields.defaultApp,
  } as unknown as NodeJS.Process;
}

describe('defaultLaunchCommand', () => {
  it('re-launches a Node script with its flags, without debugger flags, by absolute path', () => {
    expect(
      defaultLaunchCommand(
        proc({
          argv: ['/opt/runtime/bin/node', '/srv/game/main.js'],
          execArgv: ['--import', 'tsx', '--inspect=9229'],
        }),
      ),
    ).toEqual({ command: '/opt/runtime/bin/node', args: ['--import', 'tsx', '/srv/game/main.js'] });
    const relative = defaultLaunchCommand(proc({ argv: ['/opt/runtime/bin/node', 'main.js'] }));
    expect(relative.args).toEqual([join(process.cwd(), 'main.js')]);
  });

  it('re-launches a packaged Electron app by its executable, an unpackaged one with its app path', () => {
    expect(defaultLaunchCommand(proc({ argv: ['/opt/Game/game'], electron: '30.0.0' }))).toEqual({
      command: '/opt/runtime/bin/node',
      args: [],
    });
    expect(
      defaultLaunchCommand(proc({ argv: ['/x/electron', '/src/app'], electron: '30.0.0', defaultApp: true })),
    ).toEqual({ command: '/opt/runtime/bin/node', args: ['/src/app'] });
  });

  it('says what to do when there is no script to re-launch', () => {
    expect(() => defaultLaunchCommand(proc({ argv: ['/opt/runtime/bin/node'] }))).toThrow(
      /pass options\.command/,
    );
  });
});

describe('registerScheme argument checks', () => {
  it('refuses bad schemes and options before reaching the OS', () => {
    expect(() => registerScheme('a"b', { command: '/bin/true' })).toThrow(/registerScheme\(appIdOrScheme\)/);
    expect(() => registerScheme('https', { command: '/bin/true' })).toThrow(/not a custom scheme/);
    expect(() => registerScheme('1234', null as unknown as object)).toThrow(/expected an object/);
  });

  it('explains that the native addon is needed when it is not loaded', async () => {
    const module = pathToFileURL(join(import.meta.dirname, '..', '..', 'src', 'deeplink', 'index.ts')).href;
    const script = `const { registerScheme } = await import(${JSON.stringify(module)});
try { registerScheme('1234', { command: '/bin/true' }); } catch (error) { console.log(error.message); }`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        env: { ...process.env, SOCIAL_SDK_NATIVE: 'off', HOME: root },
        cwd: join(import.meta.dirname, '..', '..'),
      },
    );
    expect(stdout.trim()).toBe(
      'URI scheme registration needs the social-sdk native addon: disabled by SOCIAL_SDK_NATIVE=off',
    );
  });
});

describe('redirectEndpoint', () => {
  it('names a per-user named pipe on Windows', () => {
    const user = userInfo().username.replace(/[^A-Za-z0-9_.-]/g, '_');
    expect(redirectEndpoint('discord-1', { platform: 'win32' })).toBe(
      `\\\\.\\pipe\\social-sdk-${user}-discord-1`,
    );
  });

  it('hashes a scheme too long for a socket path, and refuses a directory that is too long', () => {
    const deep = join(root, 'd'.repeat(40));
    const scheme = `s${'x'.repeat(63)}`;
    const path = redirectEndpoint(scheme, { directory: deep });
    expect(path).toMatch(new RegExp(`^${deep}/[0-9a-f]{16}\\.sock$`));
    expect(Buffer.byteLength(path)).toBeLessThanOrEqual(103);
    expect(() => redirectEndpoint('ab', { directory: join(root, 'e'.repeat(120)) })).toThrow(
      /longer than 103 bytes/,
    );
    expect(() => redirectEndpoint('ab', { directory: 'relative/dir' })).toThrow(/absolute path/);
  });
});
