import { describe, expect, it } from 'vitest';
import * as emulatorEntry from '../src/emulator/index.js';
import * as sdk from '../src/index.js';

describe('public entry points', () => {
  it('exports the facade, auth, transport, routes, rules, model, deep links and native status', () => {
    const expected = [
      'Client',
      'ClientResultError',
      'AuthorizationArgs',
      'ClientResult',
      'ErrorType',
      'AuthorizationTokenType',
      'Transport',
      'ServiceError',
      'RateLimitedError',
      'TimeoutError',
      'createGlobalCommand',
      'bulkOverwriteGuildCommands',
      'createOrJoinLobby',
      'sendLobbyMessage',
      'validateCommand',
      'validateCommandSet',
      'toErrorBody',
      'flattenErrorBody',
      'localizeCommand',
      'canUseCommand',
      'planCommandSync',
      'registerScheme',
      'startRedirectReceiver',
      'extractRedirectUrl',
      'nativeStatus',
      'randomToken',
    ] as const;
    const exported = sdk as unknown as Record<string, unknown>;
    expect(expected.filter((name) => exported[name] === undefined)).toEqual([]);
    expect(typeof exported.Client).toBe('function');
  });

  it('keeps the emulator out of the SDK entry and in its own', () => {
    expect('startEmulator' in sdk).toBe(false);
    expect(typeof emulatorEntry.startEmulator).toBe('function');
  });
});
