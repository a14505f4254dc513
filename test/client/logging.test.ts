/**
 * The client's one log (src/client/logging.ts, logFile.ts): `AddLogCallback` and `SetLogDir` at the most
 * verbose level across sign-in, refresh, client credentials, revoke, lobbies, messages and friends, and
 * across the device grant and provisional accounts (external credentials, device and user codes, merge,
 * unmerge), with every secret of the flow collected as it appears and searched for in both outputs; the severity
 * filter; the file's rotation; the retries and rate-limit waits a support engineer looks for.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AuthorizationArgs } from '../../src/auth/AuthorizationArgs.js';
import { DeviceAuthorizationArgs } from '../../src/auth/DeviceAuthorizationArgs.js';
import { Client, type ClientOptions, ClientStatus } from '../../src/client/Client.js';
import { LOG_FILE_NAME } from '../../src/client/logFile.js';
import { Logger } from '../../src/client/logging.js';
import { scriptedDeviceBrowser } from '../../src/emulator/index.js';
import { ValidationError } from '../../src/http/errors.js';
import type { FetchLike } from '../../src/http/fetchTypes.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { LoggingSeverity } from '../../src/model/logging.js';
import { AuthenticationExternalAuthType } from '../../src/model/provisional.js';
import { browserOpener } from '../auth/emulatorHelpers.js';
import { untilStatus } from '../connection/world.js';
import { settleOnFakeClock, withFakeClock } from '../support/fakeClock.js';
import { useSignInWorld } from './signInWorld.js';

const signInWorld = useSignInWorld();
const directories: string[] = [];
afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

function logDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'social-sdk-log-'));
  directories.push(directory);
  return directory;
}

interface Logged {
  client: Client;
  lines: { message: string; severity: LoggingSeverity }[];
  directory: string;
  /** Every URL the "browser" opened (the authorize URLs, with their state and nonce). */
  opened: string[];
}

function loggedClient(options: ClientOptions = {}): Logged {
  const opened: string[] = [];
  const client: Client = new Client({
    baseUrl: signInWorld.world.emulator.url,
    applicationId: signInWorld.world.appId,
    redirectMode: 'customScheme',
    opener: browserOpener(() => client, { opened }),
    ...options,
  });
  const lines: Logged['lines'] = [];
  client.AddLogCallback((message, severity) => lines.push({ message, severity }), LoggingSeverity.Verbose);
  const directory = logDirectory();
  expect(client.SetLogDir(directory, LoggingSeverity.Verbose)).toBe(true);
  return { client, lines, directory, opened };
}

describe('no secret in any log line', () => {
  it('sign-in, refresh, client credentials, revoke, lobbies, messages and friends log their steps and no secret', async () => {
    const logged = loggedClient();
    const { client, lines, opened } = logged;
    const world = signInWorld.world;
    const friend = await world.emulator.control.createUser({ username: 'logfriend' });
    const secrets: string[] = [world.clientSecret];

    const verifier = client.CreateAuthorizationCodeVerifier();
    secrets.push(verifier.Verifier());
    const args = new AuthorizationArgs();
    args.SetScopes(Client.GetDefaultCommunicationScopes());
    args.SetCodeChallenge(verifier.Challenge());
    const { code, redirectUri } = await client.Authorize(args);
    secrets.push(code);
    for (const url of opened) {
      const query = new URL(url).searchParams;
      for (const name of ['state', 'nonce']) secrets.push(query.get(name) ?? '');
    }
    const tokens = await client.GetToken(world.appId, code, verifier.Verifier(), redirectUri);
    secrets.push(tokens.accessToken, tokens.refreshToken, tokens.idToken ?? '');

    // A failed exchange quotes the service's answer: the code it was given must not come back with it.
    const badCode = 'bad-code-0123456789abcdefghijklmnop';
    secrets.push(badCode);
    await expect(client.GetToken(world.appId, badCode, verifier.Verifier(), redirectUri)).rejects.toThrow();

    await client.UpdateToken(AuthorizationTokenType.Bearer, tokens.accessToken);
    client.Connect();
    await untilStatus(client, ClientStatus.Ready);

    const lobbySecret = 'lobby-secret-of-the-log-test';
    secrets.push(lobbySecret);
    const lobbyId = await client.CreateOrJoinLobby(lobbySecret);
    await client.SendLobbyMessage(lobbyId, 'hello from the log test');
    // A rate limit on the history: the wait is logged, and the call still succeeds.
    world.emulator.control.faults.add({
      method: 'GET',
      path: `/api/v10/lobbies/${lobbyId}/messages`,
      retryAfter: 0.05,
      times: 1,
    });
    await client.GetLobbyMessagesWithLimit(lobbyId, 10);
    await client.SendDiscordFriendRequest(friend.username);

    const refreshed = await client.RefreshToken(world.appId, tokens.refreshToken);
    secrets.push(refreshed.accessToken, refreshed.refreshToken, refreshed.idToken ?? '');
    await client.UpdateToken(AuthorizationTokenType.Bearer, refreshed.accessToken);
    await untilStatus(client, ClientStatus.Ready);
    // The public client has no use for a secret: whether the service grants or refuses, nothing is quoted.
    const credentials = await client
      .GetTokenFromClientCredentials(world.appId, world.clientSecret, 'identify')
      .catch(() => undefined);
    if (credentials !== undefined) secrets.push(credentials.accessToken);
    await client.RevokeToken(world.appId, refreshed.refreshToken);
    await client.RevokeToken(world.appId, refreshed.accessToken);
    await untilStatus(client, ClientStatus.Disconnected);

    // What a support engineer reads: every step is there, in both outputs.
    const { file } = expectLogged(logged, secrets, 12, [
      'sign-in: Authorize succeeded',
      'sign-in: GetToken succeeded',
      'sign-in: GetToken failed',
      'sign-in: UpdateToken succeeded',
      'connection: Connecting',
      'connection: Ready',
      'http: PUT /lobbies',
      'rate limited; waiting',
      'sign-in: RefreshToken succeeded',
      'sign-in: RevokeToken succeeded: the current token was revoked',
      'connection: Disconnected',
    ]);
    expect(lines.find((line) => line.message.includes('rate limited'))?.severity).toBe(
      LoggingSeverity.Warning,
    );
    expect(lines.find((line) => line.message.startsWith('http: PUT'))?.severity).toBe(
      LoggingSeverity.Verbose,
    );
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z \[Info\] logging: writing /);
  });
});

/**
 * Checks both outputs of `logged`: none of `secrets` (of 8 characters or more, at least `least` of them)
 * is in them, and each of `steps`, what a support engineer reads, is in both. Returns the outputs.
 */
function expectLogged(
  logged: Logged,
  secrets: string[],
  least: number,
  steps: string[],
): { file: string; fromCallback: string } {
  const file = readFileSync(join(logged.directory, LOG_FILE_NAME), 'utf8');
  const fromCallback = logged.lines.map((line) => line.message).join('\n');
  const long = secrets.filter((value) => value.length >= 8);
  for (const secret of long) {
    expect(file, 'a secret in discord.log').not.toContain(secret);
    expect(fromCallback, 'a secret in a log callback').not.toContain(secret);
  }
  expect(long.length).toBeGreaterThanOrEqual(least);
  for (const step of steps) {
    expect(fromCallback, step).toContain(step);
    expect(file, step).toContain(step);
  }
  return { file, fromCallback };
}

describe('no secret in the device and provisional flows', () => {
  it('external credentials, device and user codes, and every token stay out of both outputs', () =>
    withFakeClock(async () => {
      const world = signInWorld.world;
      const control = world.emulator.control;
      await control.provisional.configure(world.appId, { oidc: 'test' });
      const secrets: string[] = [];
      // What the device grant's answers hold (the device code travels only between the SDK and the
      // service): read off the real responses as they pass, to be searched for in the logs.
      let inFlight = 0;
      const recording: FetchLike = async (url, init) => {
        inFlight += 1;
        try {
          const response = await fetch(url, init);
          const text = await response.clone().text();
          for (const key of ['device_code', 'user_code', 'access_token', 'refresh_token', 'id_token']) {
            const found = new RegExp(`"${key}"\\s*:\\s*"([^"]+)"`).exec(text)?.[1];
            if (found !== undefined) secrets.push(found);
          }
          return response;
        } finally {
          inFlight -= 1;
        }
      };
      const logged = loggedClient({
        fetch: recording,
        deviceScreen: {
          open: (screen) => {
            secrets.push(screen.userCode, screen.userCode.replace('-', ''), screen.verificationUriComplete);
            inFlight += 1;
            void scriptedDeviceBrowser({ userId: world.userId })({
              verificationUri: screen.verificationUriComplete,
              userCode: screen.userCode,
            }).finally(() => {
              inFlight -= 1;
            });
          },
          close() {},
        },
      });
      const { client } = logged;
      const busy = () => inFlight > 0;

      const credential = await control.provisional.mintIdToken(world.appId, { sub: 'log-guest' });
      secrets.push(credential);
      const guest = await settleOnFakeClock(
        client.GetProvisionalToken(world.appId, AuthenticationExternalAuthType.OIDC, credential),
        busy,
        'the provisional token',
      );
      secrets.push(guest.accessToken, guest.idToken ?? '');
      await client.UpdateToken(AuthorizationTokenType.Bearer, guest.accessToken);
      await settleOnFakeClock(client.UpdateProvisionalAccountDisplayName('Log Guest'), busy, 'the name');
      // A refused credential: the service's answer is quoted, the credential is not.
      const forged = 'forged-external-credential-0123456789';
      secrets.push(forged);
      await expect(
        settleOnFakeClock(
          client.GetProvisionalToken(world.appId, AuthenticationExternalAuthType.OIDC, forged),
          busy,
          'the refused credential',
        ),
      ).rejects.toThrow();

      const args = new DeviceAuthorizationArgs();
      args.SetScopes('openid sdk.social_layer');
      const merged = await settleOnFakeClock(
        client.GetTokenFromDeviceProvisionalMerge(args, AuthenticationExternalAuthType.OIDC, credential),
        busy,
        'the merging device grant',
        20_000,
      );
      secrets.push(merged.accessToken, merged.refreshToken, merged.idToken ?? '');
      const plain = await settleOnFakeClock(
        client.GetTokenFromDevice(args),
        busy,
        'the device grant',
        20_000,
      );
      secrets.push(plain.accessToken, plain.refreshToken, plain.idToken ?? '');
      await settleOnFakeClock(
        client.UnmergeIntoProvisionalAccount(world.appId, AuthenticationExternalAuthType.OIDC, credential),
        busy,
        'the unmerge',
      );

      // Two device grants: two device codes and user codes, besides the tokens and the credentials.
      expectLogged(logged, secrets, 16, [
        'sign-in: GetProvisionalToken succeeded',
        'sign-in: GetProvisionalToken failed',
        'provisional: display name updated',
        'device: authorize screen shown',
        'http: POST /oauth2/device/authorize',
        'sign-in: GetTokenFromDeviceProvisionalMerge succeeded',
        'sign-in: GetTokenFromDevice succeeded',
        'provisional: UnmergeIntoProvisionalAccount succeeded',
      ]);
    }));
});

describe('severities, the file and its bound', () => {
  it('each sink receives only the lines at or above its minimum; None adds nothing', async () => {
    const client = new Client({ baseUrl: signInWorld.world.emulator.url });
    const info: string[] = [];
    const warnings: string[] = [];
    const none: string[] = [];
    client.AddLogCallback((message) => info.push(message), LoggingSeverity.Info);
    client.AddLogCallback((message) => warnings.push(message), LoggingSeverity.Warning);
    client.AddLogCallback((message) => none.push(message), LoggingSeverity.None);
    await client.UpdateToken(AuthorizationTokenType.Bearer, 'not-a-valid-token-for-the-log-test');
    client.Connect();
    await untilStatus(client, ClientStatus.Disconnected, 10_000);
    expect(info.some((line) => line.startsWith('sign-in: UpdateToken succeeded'))).toBe(true);
    expect(warnings.some((line) => line.startsWith('sign-in:'))).toBe(false);
    expect(warnings.some((line) => /connection: Disconnected \(ConnectionFailed/.test(line))).toBe(true);
    expect(none).toEqual([]);
    expect([...info, ...warnings].join('\n')).not.toContain('not-a-valid-token-for-the-log-test');
  });

  it("a user's own transport hooks do not silence the log", async () => {
    const client = new Client({ baseUrl: signInWorld.world.emulator.url });
    const logged: string[] = [];
    const observed: string[] = [];
    client.AddLogCallback((message) => logged.push(message), LoggingSeverity.Verbose);
    client.transport.setHooks({ onResponse: (event) => observed.push(`${event.method} ${event.status}`) });
    await client.UpdateToken(AuthorizationTokenType.Bearer, 'not-a-valid-token-for-the-hooks-test');
    await client
      .FetchCurrentUser(AuthorizationTokenType.Bearer, 'not-a-valid-token-for-the-hooks-test')
      .catch(() => undefined);
    expect(observed).toContain('GET 401');
    expect(logged.some((line) => line.startsWith('http: GET'))).toBe(true);
  });

  it('refuses a bad severity, path or callback, naming it; a missing directory returns false', () => {
    const client = new Client({ baseUrl: signInWorld.world.emulator.url });
    const errors: string[] = [];
    client.AddLogCallback((message) => errors.push(message), LoggingSeverity.Error);
    expect(() => client.AddLogCallback((() => undefined) as never, 0 as LoggingSeverity)).toThrow(
      expect.objectContaining({ path: 'minSeverity' }),
    );
    expect(() => client.AddLogCallback('no' as never, LoggingSeverity.Info)).toThrow(ValidationError);
    expect(() => client.SetLogDir(42 as never, LoggingSeverity.Info)).toThrow(
      expect.objectContaining({ path: 'path' }),
    );
    expect(client.SetLogDir(join(logDirectory(), 'missing', 'deeper'), LoggingSeverity.Info)).toBe(false);
    expect(errors.some((line) => line.includes('could not be opened in the log directory (ENOENT)'))).toBe(
      true,
    );
    expect(client.SetLogDir(logDirectory(), LoggingSeverity.None)).toBe(false);
  });

  it('empties discord.log when opened, keeps it under the bound by rotating to discord.log.1', async () => {
    const directory = logDirectory();
    const client = new Client({ baseUrl: signInWorld.world.emulator.url, logFileMaxBytes: 2048 });
    expect(client.SetLogDir(directory, LoggingSeverity.Verbose)).toBe(true);
    for (let step = 0; step < 40; step++) client.SetShowingChat(step % 2 === 0);
    const path = join(directory, LOG_FILE_NAME);
    expect(statSync(path).size).toBeLessThanOrEqual(2048);
    expect(statSync(`${path}.1`).size).toBeLessThanOrEqual(2048);
    expect(statSync(`${path}.1`).size).toBeGreaterThan(1024);
    expect(readFileSync(path, 'utf8')).toContain('chat: the game no longer shows its chat');

    const again = new Client({ baseUrl: signInWorld.world.emulator.url });
    expect(again.SetLogDir(directory, LoggingSeverity.Warning)).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe('');
    expect(() => new Client({ logFileMaxBytes: 10 })).toThrow(/logFileMaxBytes/);
  });

  it('a line holding text from far away cannot forge another line in the file', () => {
    const directory = logDirectory();
    const logger = new Logger();
    expect(logger.setLogDir(directory, LoggingSeverity.Verbose)).toBe(true);
    logger.write('gateway: closed with reason "bye\n2020-01-01T00:00:00.000Z [Error] forged\r\u0007"');
    const file = readFileSync(join(directory, LOG_FILE_NAME), 'utf8');
    expect(file).toContain('bye\\n2020');
    const written = file.split('\n').filter((text) => text !== '');
    expect(written).toHaveLength(2);
    for (const line of written) expect(line).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z \[(Info|Error)\] /);
    logger.close();
    logger.write('after close');
    expect(readFileSync(join(directory, LOG_FILE_NAME), 'utf8')).toBe(file);
  });
});

describe('one logger', () => {
  it('library code writes through the logger: no console.* in src/ outside the CLI', () => {
    const root = new URL('../../src/', import.meta.url);
    const offenders: string[] = [];
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
      const path = join(entry.parentPath, entry.name);
      if (path.includes(`${join('src', 'cli')}`)) continue;
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const code = line.replace(/\/\/.*$/, '').trim();
          if (code.startsWith('*') || code.startsWith('/*')) return;
          if (/\bconsole\.(log|info|warn|error|debug|trace)\b/.test(code))
            offenders.push(`${path}:${index + 1}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
