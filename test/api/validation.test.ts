/**
 * Pre-flight checks: invalid input rejects with a ValidationError (or the service's 20001 for a Bot token
 * on permission edits) that names the path, and nothing reaches the server.
 */

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as api from '../../src/api/index.js';
import { ErrorType } from '../../src/client/clientResult.js';
import { toClientResult } from '../../src/client/results.js';
import { ServiceError, Transport, ValidationError } from '../../src/http/index.js';
import type { CreateApplicationCommandBody } from '../../src/model/index.js';
import { type FixtureServer, startFixtureServer } from '../fixtures/httpServer.js';

const APP = '1100000000000000001';
const GUILD = '1200000000000000002';
const CMD = '1300000000000000003';
const LOBBY = '1400000000000000004';

let server: FixtureServer;
let transport: Transport;

beforeAll(async () => {
  server = await startFixtureServer();
  transport = new Transport({
    baseUrl: server.url,
    authorization: { type: 'Bearer', token: 'bearer-0123456789' },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

/** Runs `call`, expects a ValidationError, checks nothing was sent, returns its `path: CODE` lines. */
async function issuesOf(call: () => Promise<unknown>): Promise<string[]> {
  let error: unknown;
  try {
    await call();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ValidationError);
  expect(server.requests).toHaveLength(0);
  const validation = error as ValidationError;
  expect(toClientResult(validation).type).toBe(ErrorType.ValidationError);
  return validation.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`);
}

describe('commands', () => {
  it('an invalid option name is reported at its path, with the message naming it', async () => {
    const body: CreateApplicationCommandBody = {
      name: 'greet',
      description: 'Says hello',
      options: [
        { type: 3, name: 'who', description: 'Who to greet' },
        { type: 3, name: 'Bad Name', description: 'x' },
      ],
    };
    let message = '';
    const lines = await issuesOf(() =>
      api.createGlobalCommand(transport, APP, body).catch((e: Error) => {
        message = e.message;
        throw e;
      }),
    );
    expect(lines).toContain('options.1.name: STRING_TYPE_REGEX');
    expect(message).toContain('POST /applications/{application.id}/commands: command is invalid');
    expect(message).toContain('options[1].name: STRING_TYPE_REGEX');
  });

  it('guild rules apply to guild routes (no integration_types on a guild command)', async () => {
    const body: CreateApplicationCommandBody = { name: 'ping', description: 'Pong', integration_types: [0] };
    await expect(api.createGlobalCommand(transport, APP, body)).resolves.toBeDefined();
    server.requests.length = 0;
    expect(await issuesOf(() => api.createGuildCommand(transport, APP, GUILD, body))).toEqual([
      'integration_types: APPLICATION_COMMAND_GLOBAL_ONLY_FIELD',
    ]);
  });

  it('edit refuses `type`; bulk overwrite refuses duplicate names', async () => {
    expect(
      await issuesOf(() =>
        api.editGlobalCommand(transport, APP, CMD, { type: 2 } as unknown as { name: string }),
      ),
    ).toEqual(['type: APPLICATION_COMMAND_FIELD_NOT_ALLOWED']);
    const duplicate = [
      { name: 'ping', description: 'a' },
      { name: 'ping', description: 'b' },
    ];
    const lines = await issuesOf(() => api.bulkOverwriteGuildCommands(transport, APP, GUILD, duplicate));
    expect(lines.some((line) => line.endsWith('APPLICATION_COMMANDS_DUPLICATE_NAME'))).toBe(true);
  });

  it('snowflake arguments: numbers, junk and out-of-range values are refused by name', async () => {
    expect(await issuesOf(() => api.getGlobalCommand(transport, APP, 'abc'))).toEqual([
      'commandId: SNOWFLAKE_TYPE_INVALID',
    ]);
    expect(
      await issuesOf(() =>
        api.getGuildCommand(transport, 12 as unknown as string, GUILD, (1n << 64n).toString()),
      ),
    ).toEqual(['applicationId: SNOWFLAKE_TYPE_INVALID', 'commandId: SNOWFLAKE_TYPE_INVALID']);
    expect(await issuesOf(() => api.getLobby(transport, -1n))).toEqual(['lobbyId: SNOWFLAKE_TYPE_INVALID']);
  });
});

describe('command permissions', () => {
  it('editing with a Bot token is refused before sending, as the service does (20001)', async () => {
    const botTransport = new Transport({
      baseUrl: server.url,
      authorization: { type: 'Bot', token: 'bot-token-0123456789' },
    });
    const body = { permissions: [{ id: GUILD, type: 1 as const, permission: false }] };
    const error = await api
      .editCommandPermissions(botTransport, APP, GUILD, CMD, body)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ serviceCode: 20001, status: 403 });
    expect((error as ServiceError).message).toContain('Bearer token');
    expect((error as ServiceError).message).not.toContain('bot-token-0123456789');
    expect(server.requests).toHaveLength(0);
  });

  it('at most 100 overwrites, each a valid { id, type, permission }', async () => {
    const many = Array.from({ length: 101 }, () => ({ id: GUILD, type: 1 as const, permission: true }));
    expect(
      await issuesOf(() => api.editCommandPermissions(transport, APP, GUILD, CMD, { permissions: many })),
    ).toEqual(['permissions: BASE_TYPE_MAX_LENGTH']);
    const bad = { permissions: [{ id: 'x', type: 4, permission: 'yes' }] } as unknown as { permissions: [] };
    expect(await issuesOf(() => api.editCommandPermissions(transport, APP, GUILD, CMD, bad))).toEqual([
      'permissions.0.id: SNOWFLAKE_TYPE_INVALID',
      'permissions.0.type: BASE_TYPE_CHOICES',
      'permissions.0.permission: BOOLEAN_TYPE_COERCE',
    ]);
  });
});

describe('lobbies and messages', () => {
  it('message content is 1..2000 characters (code points)', async () => {
    expect(await issuesOf(() => api.sendLobbyMessage(transport, LOBBY, { content: '' }))).toEqual([
      'content: BASE_TYPE_BAD_LENGTH',
    ]);
    expect(
      await issuesOf(() => api.sendLobbyMessage(transport, LOBBY, { content: 'x'.repeat(2001) })),
    ).toEqual(['content: BASE_TYPE_BAD_LENGTH']);
    // 2000 emoji are 4000 UTF-16 units but 2000 characters: allowed.
    await api.sendLobbyMessage(transport, LOBBY, { content: '🎲'.repeat(2000) });
    expect(server.requests).toHaveLength(1);
  });

  it('message limit is an integer 1..200', async () => {
    for (const limit of [0, 201, 1.5]) {
      expect(await issuesOf(() => api.getLobbyMessages(transport, LOBBY, { limit }))).toHaveLength(1);
    }
  });

  it('bulk members: 1..25 items with valid ids', async () => {
    expect(await issuesOf(() => api.bulkUpdateLobbyMembers(transport, LOBBY, []))).toEqual([
      ': BASE_TYPE_BAD_LENGTH',
    ]);
    const many = Array.from({ length: 26 }, (_, i) => ({ id: String(i + 1) }));
    expect(await issuesOf(() => api.bulkUpdateLobbyMembers(transport, LOBBY, many))).toEqual([
      ': BASE_TYPE_BAD_LENGTH',
    ]);
    const bad = [{ id: '1' }, { id: 'me', remove_member: 'yes' }] as unknown as { id: string }[];
    expect(await issuesOf(() => api.bulkUpdateLobbyMembers(transport, LOBBY, bad))).toEqual([
      '1.id: SNOWFLAKE_TYPE_INVALID',
      '1.remove_member: BOOLEAN_TYPE_COERCE',
    ]);
  });

  it('create-or-join: secret 1..250, metadata <= 25 keys of <= 1024, idle timeout 5..604800', async () => {
    const metadata = Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`k${i}`, 'v']));
    const lines = await issuesOf(() =>
      api.createOrJoinLobby(transport, {
        secret: 's'.repeat(251),
        lobby_metadata: metadata,
        member_metadata: { long: 'x'.repeat(1025) },
        idle_timeout_seconds: 4,
      }),
    );
    expect(lines).toEqual([
      'secret: BASE_TYPE_BAD_LENGTH',
      'lobby_metadata: BASE_TYPE_MAX_LENGTH',
      'member_metadata.long: BASE_TYPE_MAX_LENGTH',
      'idle_timeout_seconds: BASE_TYPE_MIN_VALUE',
    ]);
    expect(await issuesOf(() => api.createOrJoinLobby(transport, {} as { secret: string }))).toEqual([
      'secret: BASE_TYPE_REQUIRED',
    ]);
  });

  it('create lobby: at most 25 members, unknown fields refused', async () => {
    const members = Array.from({ length: 26 }, (_, i) => ({ id: String(i + 1) }));
    expect(await issuesOf(() => api.createLobby(transport, { members }))).toEqual([
      'members: BASE_TYPE_MAX_LENGTH',
    ]);
    expect(await issuesOf(() => api.modifyLobby(transport, LOBBY, { name: 'x' } as never))).toEqual([
      'name: BASE_TYPE_UNKNOWN_FIELD',
    ]);
    expect(await issuesOf(() => api.addLobbyMember(transport, LOBBY, '5', { flags: -1 }))).toEqual([
      'flags: BASE_TYPE_CHOICES',
    ]);
  });
});

describe('voice channel status', () => {
  it('is at most 500 characters', async () => {
    expect(await issuesOf(() => api.setVoiceChannelStatus(transport, '1', 'x'.repeat(501)))).toEqual([
      'status: BASE_TYPE_MAX_LENGTH',
    ]);
    await api.setVoiceChannelStatus(transport, '1', 'x'.repeat(500));
    expect(server.requests).toHaveLength(1);
  });
});

describe('OAuth2', () => {
  it('bad grants are refused without quoting codes, verifiers or secrets', async () => {
    let message = '';
    const lines = await issuesOf(() =>
      api
        .exchangeAuthorizationCode(transport, {
          clientId: APP,
          code: 'code with spaces-SECRET',
          redirectUri: 'not a uri',
          codeVerifier: 'short-SECRETVERIFIER',
          clientSecret: '',
        })
        .catch((e: Error) => {
          message = e.message;
          throw e;
        }),
    );
    expect(lines).toEqual([
      'code: STRING_TYPE_REGEX',
      'redirectUri: STRING_TYPE_REGEX',
      'codeVerifier: STRING_TYPE_REGEX',
      'clientSecret: BASE_TYPE_REQUIRED',
    ]);
    expect(message).not.toContain('SECRET');
    expect(
      await issuesOf(() => api.refreshAccessToken(transport, { clientId: APP, refreshToken: '' })),
    ).toEqual(['refreshToken: BASE_TYPE_REQUIRED']);
    expect(
      await issuesOf(() =>
        api.clientCredentialsToken(transport, { clientId: APP, clientSecret: 's', scope: ' ' }),
      ),
    ).toEqual(['scope: BASE_TYPE_REQUIRED']);
    expect(
      await issuesOf(() =>
        api.revokeToken(transport, { clientId: APP, token: 't', tokenTypeHint: 'id_token' as never }),
      ),
    ).toEqual(['tokenTypeHint: BASE_TYPE_CHOICES']);
  });

  it('a token response without an access token is an error that withholds the body', async () => {
    server.setHandler((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"refresh_token":"leaked-refresh-token","token_type":"Bearer"}');
    });
    const error = await api.refreshAccessToken(transport, { clientId: APP, refreshToken: 'r' }).then(
      () => new Error('resolved'),
      (e: unknown) => e as Error,
    );
    expect(error.message).toContain('is not a token response');
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('leaked-refresh-token');
  });
});
