import { describe, expect, it } from 'vitest';
import {
  launchCommand,
  registerRedirectScheme,
  type SchemeRegistrar,
} from '../src/main/schemeRegistration.js';

const DEV = {
  execPath: '/opt/electron/electron',
  defaultApp: true,
  scriptPath: '/home/me/sample/dist/main/main.js',
};
const PACKAGED = { execPath: '/opt/Game/game', defaultApp: false, scriptPath: undefined };

/** Records what Electron's `setAsDefaultProtocolClient` would have been asked. */
function registrar(native: 'works' | 'throws', electronAnswer = true) {
  const calls: unknown[][] = [];
  const value: SchemeRegistrar = {
    registerNative: (scheme, launch) => {
      calls.push(['native', scheme, launch]);
      if (native === 'throws') throw new Error('the native addon is not built');
    },
    setDefaultProtocolClient: (scheme, path, args) => {
      calls.push(['electron', scheme, path, args]);
      return electronAnswer;
    },
  };
  return { calls, value };
}

describe('scheme registration', () => {
  it('starts Electron with the script in development, and the app alone when packaged', () => {
    expect(launchCommand(DEV)).toEqual({ command: DEV.execPath, args: [DEV.scriptPath] });
    expect(launchCommand(PACKAGED)).toEqual({ command: PACKAGED.execPath, args: [] });
  });

  it('uses the SDK native registration when it works', () => {
    const { calls, value } = registrar('works');
    expect(registerRedirectScheme('discord-1', DEV, value)).toEqual({ via: 'native' });
    expect(calls).toEqual([['native', 'discord-1', { command: DEV.execPath, args: [DEV.scriptPath] }]]);
  });

  it('falls back to setAsDefaultProtocolClient with execPath and the script path, saying why', () => {
    const { calls, value } = registrar('throws');
    expect(registerRedirectScheme('discord-1', DEV, value)).toEqual({
      via: 'electron',
      nativeError: 'the native addon is not built',
    });
    expect(calls.at(-1)).toEqual(['electron', 'discord-1', DEV.execPath, [DEV.scriptPath]]);
    const refused = registrar('throws', false);
    expect(registerRedirectScheme('discord-1', PACKAGED, refused.value).via).toBe('none');
  });
});
