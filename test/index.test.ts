import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CommandEditInput, CommandsClient } from '../src/commands/index.js';
import type {
  ApiErrorBody,
  CallersOf,
  ConsentSetting,
  Emulator,
  EmulatorClock,
  EmulatorContext,
  EmulatorOptions,
  FaultInjector,
  GatewayFrameEntry,
  GatewayOptions,
  RequestLog,
  RequestLogEntry,
} from '../src/emulator/index.js';
import * as emulatorEntry from '../src/emulator/index.js';
import type {
  AuthorizationRecord,
  Authorizer,
  AuthorizerOptions,
  AuthorizeUrlParams,
  ClientOptions,
  ConnectionPolicy,
  RateLimitHeaders,
  RealtimeOptions,
  WindowInfo,
} from '../src/index.js';
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
    expectTypeOf<NonNullable<ClientOptions['connection']>>().toEqualTypeOf<RealtimeOptions>();
    expectTypeOf<NonNullable<RealtimeOptions['policy']>>().toEqualTypeOf<Partial<ConnectionPolicy>>();
    expectTypeOf<RateLimitHeaders['window']>().toEqualTypeOf<WindowInfo | undefined>();
    expectTypeOf<ConstructorParameters<typeof Authorizer>[0]>().toEqualTypeOf<AuthorizerOptions>();
    expectTypeOf<
      Awaited<ReturnType<Authorizer['authorize']>>['record']
    >().toEqualTypeOf<AuthorizationRecord>();
    expectTypeOf<Parameters<typeof sdk.buildAuthorizeUrl>[0]>().toEqualTypeOf<AuthorizeUrlParams>();
    expectTypeOf<Parameters<CommandsClient['edit']>[1]>().toEqualTypeOf<CommandEditInput>();
    expectTypeOf<Emulator['faults']>().toEqualTypeOf<FaultInjector>();
    expectTypeOf<Emulator['requests']>().toEqualTypeOf<RequestLog>();
    expectTypeOf<EmulatorContext['clock']>().toEqualTypeOf<EmulatorClock>();
    expectTypeOf<EmulatorContext>().toExtend<CallersOf>();
    expectTypeOf<EmulatorContext['settings']['consent']>().toEqualTypeOf<ConsentSetting>();
    expectTypeOf<NonNullable<EmulatorOptions['gateway']>>().toEqualTypeOf<GatewayOptions>();
    expectTypeOf<NonNullable<RequestLogEntry['frame']>>().toEqualTypeOf<GatewayFrameEntry>();
    expectTypeOf<ReturnType<emulatorEntry.ApiError['body']>>().toEqualTypeOf<ApiErrorBody>();
  });

  it('keeps the emulator out of the SDK entry and in its own', () => {
    expect('startEmulator' in sdk).toBe(false);
    expect(typeof emulatorEntry.startEmulator).toBe('function');
  });
});
