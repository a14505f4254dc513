/**
 * The one check of options objects (src/rules/optionKeys.ts), and every public entry that takes an
 * options object using it: a misspelled key fails at once with a TypeError naming it, a near spelling
 * and the keys allowed, instead of being ignored while the default is used. A guard reads the sources:
 * every exported `...Options` interface has its key list (or a reason here why it has none).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Client } from '../../src/client/Client.js';
import { createCommandsClient } from '../../src/commands/index.js';
import { startEmulator } from '../../src/emulator/index.js';
import { scriptedBrowser } from '../../src/emulator/scriptedBrowser.js';
import { Transport } from '../../src/http/transport.js';
import { createInteractionHandler } from '../../src/interactions/index.js';
import { checkOptionKeys, optionKeys } from '../../src/rules/optionKeys.js';
import { testEmulator } from '../../src/testing/index.js';

interface Sample {
  lobby?: string | undefined;
  friends?: boolean | undefined;
  timeoutMs?: number | undefined;
}
const SAMPLE_KEYS = optionKeys<Sample>({ lobby: true, friends: true, timeoutMs: true });

describe('checkOptionKeys', () => {
  it('names the unknown key, a near spelling, and the keys allowed', () => {
    expect(() => checkOptionKeys({ lobbby: 'room' }, SAMPLE_KEYS, 'players: options')).toThrow(
      new TypeError(
        'players: options: unknown option "lobbby" (did you mean "lobby"?); the options are: friends, lobby, timeoutMs',
      ),
    );
    expect(() => checkOptionKeys({ timeoutms: 1 }, SAMPLE_KEYS, 'f')).toThrow('(did you mean "timeoutMs"?)');
    expect(() => checkOptionKeys({ colour: 1 }, SAMPLE_KEYS, 'f')).toThrow(
      'f: unknown option "colour"; the options are: friends, lobby, timeoutMs',
    );
  });

  it('accepts the allowed keys, undefined values and no options; refuses what is not an object', () => {
    expect(() => checkOptionKeys(undefined, SAMPLE_KEYS, 'f')).not.toThrow();
    expect(() => checkOptionKeys({}, SAMPLE_KEYS, 'f')).not.toThrow();
    expect(() => checkOptionKeys({ lobby: undefined, friends: true }, SAMPLE_KEYS, 'f')).not.toThrow();
    // Inherited keys are not the caller's: only own ones are checked.
    expect(() => checkOptionKeys(Object.create({ other: 1 }), SAMPLE_KEYS, 'f')).not.toThrow();
    expect(() => checkOptionKeys('room', SAMPLE_KEYS, 'f')).toThrow(
      'f: expected an options object, received string',
    );
    expect(() => checkOptionKeys([], SAMPLE_KEYS, 'f')).toThrow('received an array');
    expect(() => checkOptionKeys(null, SAMPLE_KEYS, 'f')).toThrow(TypeError);
  });

  it('quotes at most 64 characters of a hostile key', () => {
    const error = (() => {
      try {
        checkOptionKeys({ ['x'.repeat(10_000)]: 1 }, SAMPLE_KEYS, 'f');
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message.length).toBeLessThan(200);
  });
});

describe('every public options object fails at once on a misspelled key', () => {
  it('players(2, { lobbby }) of social-sdk/testing, before any emulator starts', async () => {
    const fixture = testEmulator();
    try {
      await expect(fixture.players(2, { lobbby: 'room' } as never)).rejects.toThrow(
        /^players: options: unknown option "lobbby" \(did you mean "lobby"\?\); the options are: client, connected, friends, lobby, names, signIn$/,
      );
      await expect(fixture.players(1, { client: { baseURL: 'x' } as never })).rejects.toThrow(
        'players: options.client: unknown option "baseURL" (did you mean "baseUrl"?)',
      );
      expect(() => fixture.emulator).toThrow('not started yet');
    } finally {
      await fixture.close();
    }
    expect(() => testEmulator({ afterAl: () => undefined } as never)).toThrow(
      'testEmulator: options: unknown option "afterAl" (did you mean "afterAll"?)',
    );
    expect(() => testEmulator({ emulator: { rateLimit: false } as never })).toThrow(
      'testEmulator: options.emulator: unknown option "rateLimit" (did you mean "rateLimits"?)',
    );
  });

  it('new Client(options), with its nested connection, policy and desktopApp options', () => {
    expect(() => new Client({ baseURL: 'http://127.0.0.1:1' } as never)).toThrow(
      /^new Client: options: unknown option "baseURL" \(did you mean "baseUrl"\?\); the options are: applicationId, /,
    );
    expect(() => new Client({ connection: { handshakeTimeout: 5 } as never })).toThrow(
      'new Client: options.connection: unknown option "handshakeTimeout" (did you mean "handshakeTimeoutMs"?)',
    );
    expect(() => new Client({ connection: { policy: { maxRetry: 1 } as never } })).toThrow(
      'new Client: options.connection.policy: unknown option "maxRetry" (did you mean "maxRetries"?)',
    );
    expect(() => new Client({ desktopApp: { directory: [] } as never })).toThrow(
      'new Client: options.desktopApp: unknown option "directory"',
    );
  });

  it('startEmulator(options), with its clock, rateLimits and gateway options', async () => {
    await expect(startEmulator({ prot: 0 } as never)).rejects.toThrow(
      'startEmulator: options: unknown option "prot" (did you mean "port"?)',
    );
    await expect(startEmulator({ clock: { frozn: true } as never })).rejects.toThrow(
      'startEmulator: options.clock: unknown option "frozn" (did you mean "frozen"?)',
    );
    await expect(startEmulator({ gateway: { heartbeatMs: 10 } as never })).rejects.toThrow(
      'startEmulator: options.gateway: unknown option "heartbeatMs"',
    );
    await expect(startEmulator({ rateLimits: { globl: false } as never })).rejects.toThrow(
      'startEmulator: options.rateLimits: unknown option "globl" (did you mean "global"?)',
    );
  });

  it('the commands client, its calls and sync', async () => {
    expect(() => createCommandsClient({ applicationId: '1', token: 't', tokentype: 'Bot' } as never)).toThrow(
      'createCommandsClient: options: unknown option "tokentype" (did you mean "tokenType"?)',
    );
    const commands = createCommandsClient({ applicationId: '1', token: 't', baseUrl: 'http://127.0.0.1:1' });
    await expect(commands.sync([], { allowDelete: true } as never)).rejects.toThrow(
      'commands.sync: options: unknown option "allowDelete" (did you mean "allowDeletes"?)',
    );
    expect(() => commands.list({ guild: '1' } as never)).toThrow(
      'commands.list: options: unknown option "guild" (did you mean "guildId"?)',
    );
  });

  it('the interactions handler, the transport and the scripted browser', () => {
    expect(() => createInteractionHandler({ publicKey: 'a'.repeat(64), command: {} } as never)).toThrow(
      'createInteractionHandler: options: unknown option "command" (did you mean "commands"?)',
    );
    expect(() => new Transport({ timeout: 5 } as never)).toThrow(
      'new Transport: options: unknown option "timeout"',
    );
    expect(() => scriptedBrowser({ onRedirects: () => undefined } as never)).toThrow(
      'scriptedBrowser: options: unknown option "onRedirects" (did you mean "onRedirect"?)',
    );
  });
});

/**
 * Exported option interfaces that have no key list, and why: they are results, not arguments, or are
 * taken only inside the SDK (never from a game's code), or are a base merged into another's list.
 */
const BUILT_INSIDE = 'built by the SDK from options already checked at the public edge, never by a game';
const WITHOUT_KEY_LIST: Readonly<Record<string, string>> = {
  CheckedPlayersOptions: 'the result of checking PlayersOptions, never an argument',
  AuthorizerOptions: `${BUILT_INSIDE} (the Client's sign-in session)`,
  DeviceGrantOptions: `${BUILT_INSIDE} (the Client's device sign-in)`,
  BeginOptions: `${BUILT_INSIDE} (pending authorizations)`,
  SignInSessionOptions: `${BUILT_INSIDE} (createClientContext)`,
  TokenServiceOptions: `${BUILT_INSIDE} (the sign-in session)`,
  ApplyOptions: `${BUILT_INSIDE} (commands.sync, whose SyncOptions are checked)`,
  GatewayConnectionOptions: `${BUILT_INSIDE} (Realtime, from ClientOptions.connection)`,
  HeartbeatOptions: `${BUILT_INSIDE} (the gateway connection)`,
  DesktopAppConnectionOptions: `${BUILT_INSIDE} (from ClientOptions.desktopApp)`,
  OriginGuardOptions: `${BUILT_INSIDE} (the emulator's server)`,
  NativeUriSchemeOptions: `${BUILT_INSIDE} (registerScheme, whose RegisterSchemeOptions are checked)`,
  CommandPermissionsBodyOptions: `${BUILT_INSIDE} (the api/ pre-flight checks)`,
  BodyCheckOptions: `${BUILT_INSIDE} (the api/ pre-flight checks)`,
  MessageBodyOptions: `${BUILT_INSIDE} (the api/ pre-flight checks of a message body)`,
  InteractionMessageOptions: `${BUILT_INSIDE} (the interaction answers)`,
  NativeAudioOpenOptions: `${BUILT_INSIDE} (the calls domain opening audio devices; not exported)`,
  DeviceStreamOptions: `${BUILT_INSIDE} (the calls domain's device streams; not exported)`,
  MediaCallOptions: `${BUILT_INSIDE} (the calls domain, from StartCall's arguments; not exported)`,
  VoiceNetworkingOptions: `${BUILT_INSIDE} (the media call; not exported)`,
  SnowflakeGeneratorOptions:
    'model/ depends on nothing, rules/optionKeys.ts included; its fields are range-checked',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the guard: each exported options interface has its key list', () => {
  it('names every `export interface ...Options` of src without `optionKeys<...Options>` (or a reason)', () => {
    const files = sources('src').filter((file) => !file.startsWith(join('src', 'cli')));
    const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const declared = [...text.matchAll(/^export interface (\w+Options)\b/gm)].map((m) => m[1] ?? '');
    const listed = new Set([...text.matchAll(/optionKeys<(\w+Options)\b/g)].map((m) => m[1] ?? ''));
    const missing = declared.filter((name) => !listed.has(name) && WITHOUT_KEY_LIST[name] === undefined);
    expect(missing).toEqual([]);
  });
});
