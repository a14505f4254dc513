import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as commands from '../src/commands/index.js';
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

  // Checked by tsc (npm run typecheck), not at run time: each type a public declaration names is exported
  // from the entry point that declares it, so the API reference can link it (npm run docs).
  it('exports, as types, what the public declarations name', () => {
    expectTypeOf<NonNullable<sdk.ClientOptions['connection']>>().toEqualTypeOf<sdk.RealtimeOptions>();
    expectTypeOf<NonNullable<sdk.RealtimeOptions['policy']>>().toEqualTypeOf<Partial<sdk.ConnectionPolicy>>();
    expectTypeOf<sdk.RateLimitHeaders['window']>().toEqualTypeOf<sdk.WindowInfo | undefined>();
    expectTypeOf<ConstructorParameters<typeof sdk.Authorizer>[0]>().toEqualTypeOf<sdk.AuthorizerOptions>();
    expectTypeOf<
      Awaited<ReturnType<sdk.Authorizer['authorize']>>['record']
    >().toEqualTypeOf<sdk.AuthorizationRecord>();
    expectTypeOf<Parameters<typeof sdk.buildAuthorizeUrl>[0]>().toEqualTypeOf<sdk.AuthorizeUrlParams>();
    expectTypeOf<Parameters<commands.CommandsClient['edit']>[1]>().toEqualTypeOf<commands.CommandEditInput>();
    expectTypeOf<emulatorEntry.Emulator['faults']>().toEqualTypeOf<emulatorEntry.FaultInjector>();
    expectTypeOf<emulatorEntry.Emulator['requests']>().toEqualTypeOf<emulatorEntry.RequestLog>();
    expectTypeOf<emulatorEntry.EmulatorContext['clock']>().toEqualTypeOf<emulatorEntry.EmulatorClock>();
    expectTypeOf<emulatorEntry.EmulatorContext>().toExtend<emulatorEntry.CallersOf>();
    expectTypeOf<
      emulatorEntry.EmulatorContext['settings']['consent']
    >().toEqualTypeOf<emulatorEntry.ConsentSetting>();
    expectTypeOf<
      NonNullable<emulatorEntry.EmulatorOptions['gateway']>
    >().toEqualTypeOf<emulatorEntry.GatewayOptions>();
    expectTypeOf<
      NonNullable<emulatorEntry.RequestLogEntry['frame']>
    >().toEqualTypeOf<emulatorEntry.GatewayFrameEntry>();
    expectTypeOf<ReturnType<emulatorEntry.ApiError['body']>>().toEqualTypeOf<emulatorEntry.ApiErrorBody>();
  });

  it('keeps the emulator out of the SDK entry and in its own', () => {
    expect('startEmulator' in sdk).toBe(false);
    expect(typeof emulatorEntry.startEmulator).toBe('function');
  });
});
