/**
 * Every emulator response body that the service's OpenAPI description covers is validated against that
 * description's response schema (OpenAPI 3.1 = JSON Schema 2020-12). The commands helper extends the
 * route walk below with the command and permission routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseErrorBody } from '../../src/rules/index.js';
import * as described from '../support/openapi.js';
import {
  openapi,
  responseSchema as operationSchema,
  componentSchema as schema,
  schemaErrors,
  withIntegerFieldCodes,
} from '../support/openapi.js';
import {
  type CommandsFixture,
  clientCredentials,
  commandsPath,
  startCommandsFixture,
  userToken,
} from './commandsFixture.js';
import { api, type Fixture, type JsonResponse, signIn, startFixture, tokenRequest } from './helpers.js';
import { seedVoiceGuild, type VoiceGuild } from './voiceFixture.js';

/** Checks a response: status, then the body against the named schema. */
function expectSchema(response: JsonResponse<unknown>, status: number, name: string, array = false): void {
  expect(response.status).toBe(status);
  const validate = schema(name, array);
  const ok = validate(response.body);
  expect(ok, `${name}: ${schemaErrors(validate)}\n${JSON.stringify(response.body).slice(0, 500)}`).toBe(true);
}

let fx: Fixture;
let bot: string;
let user: string;
let tokenBody: JsonResponse<Record<string, unknown>>;

beforeAll(async () => {
  fx = await startFixture();
  bot = `Bot ${fx.app.botToken}`;
  await signIn(fx, 'openid sdk.social_layer');
  user = `Bearer ${(await signIn(fx, 'openid email sdk.social_layer')).access_token}`;
  // A fresh token response to check (signIn already consumed its own).
  const tokens = await signIn(fx, 'openid identify');
  tokenBody = await tokenRequest(
    fx.url,
    { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' },
    { basic: [fx.app.id, fx.app.clientSecret] },
  );
});
afterAll(async () => {
  await fx.emulator.close();
});

describe('emulator responses match the service OpenAPI schemas', () => {
  it('users/@me (UserPIIResponse) for a Bearer user and for a bot', async () => {
    expectSchema(await api(fx.url, '/api/v10/users/@me', { auth: user }), 200, 'UserPIIResponse');
    expectSchema(await api(fx.url, '/api/v10/users/@me', { auth: bot }), 200, 'UserPIIResponse');
  });

  it('token endpoint with openid (ProvisionalTokenResponse: the description of a token body)', () => {
    expectSchema(tokenBody, 200, 'ProvisionalTokenResponse');
  });

  it('userinfo and the current authorization', async () => {
    expectSchema(
      await api(fx.url, '/api/oauth2/userinfo', { auth: user }),
      200,
      'OAuth2GetOpenIDConnectUserInfoResponse',
    );
    // The description's scope enum lacks the social-layer scopes, so this one uses documented scopes only.
    const documented = `Bearer ${(await signIn(fx, 'openid identify email')).access_token}`;
    expectSchema(
      await api(fx.url, '/api/oauth2/@me', { auth: documented }),
      200,
      'OAuth2GetAuthorizationResponse',
    );
  });

  it('JWKS (OAuth2GetKeys): RSA keys, the old and the new one during a rotation', async () => {
    const keys = await api<{ keys: Record<string, unknown>[] }>(fx.url, '/api/oauth2/keys');
    expectSchema(keys, 200, 'OAuth2GetKeys');
    for (const key of keys.body.keys) expect(key).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' });
    await fx.emulator.control.rotateKeys();
    const rotated = await api<{ keys: Record<string, unknown>[] }>(fx.url, '/api/oauth2/keys');
    expectSchema(rotated, 200, 'OAuth2GetKeys');
    expect(rotated.body.keys).toHaveLength(keys.body.keys.length + 1);
  });

  it('lobbies: create, create-or-join, get, modify, members, bulk (LobbyResponse, LobbyMemberResponse)', async () => {
    const created = await api<{ id: string }>(fx.url, '/api/v10/lobbies', {
      method: 'POST',
      auth: bot,
      body: { metadata: { a: 'b' }, members: [{ id: fx.user.id, metadata: { seat: '1' } }] },
    });
    expectSchema(created, 201, 'LobbyResponse');
    const id = created.body.id;
    expectSchema(
      await api(fx.url, '/api/v10/lobbies', { method: 'PUT', auth: user, body: { secret: 's' } }),
      200,
      'LobbyResponse',
    );
    expectSchema(await api(fx.url, `/api/v10/lobbies/${id}`, { auth: bot }), 200, 'LobbyResponse');
    expectSchema(
      await api(fx.url, `/api/v10/lobbies/${id}`, { method: 'PATCH', auth: bot, body: { metadata: null } }),
      200,
      'LobbyResponse',
    );
    expectSchema(
      await api(fx.url, `/api/v10/lobbies/${id}/members/${fx.other.id}`, {
        method: 'PUT',
        auth: bot,
        body: { flags: 1 },
      }),
      200,
      'LobbyMemberResponse',
    );
    expectSchema(
      await api(fx.url, `/api/v10/lobbies/${id}/members/bulk`, {
        method: 'POST',
        auth: bot,
        body: [{ id: fx.other.id }],
      }),
      200,
      'LobbyMemberResponse',
      true,
    );
  });

  it('lobby messages (LobbyMessageResponse)', async () => {
    const lobby = await api<{ id: string }>(fx.url, '/api/v10/lobbies', {
      method: 'PUT',
      auth: user,
      body: { secret: 'msgs' },
    });
    const path = `/api/v10/lobbies/${lobby.body.id}/messages`;
    expectSchema(
      await api(fx.url, path, { method: 'POST', auth: user, body: { content: 'hi', metadata: { k: 'v' } } }),
      201,
      'LobbyMessageResponse',
    );
    expectSchema(await api(fx.url, path, { auth: user }), 200, 'LobbyMessageResponse', true);
  });

  it('errors (ErrorResponse) and rate limits (RatelimitedResponse)', async () => {
    expectSchema(await api(fx.url, '/api/v10/nope'), 404, 'ErrorResponse');
    expectSchema(await api(fx.url, '/api/v10/users/@me'), 401, 'ErrorResponse');
    // 50035: the description types field error codes as integers, but the service sends strings such as
    // STRING_TYPE_REGEX (FACTS.md wins): with those (and only those) set to 0, the body is an ErrorResponse.
    const invalid = await api<{ errors: unknown }>(fx.url, '/api/v10/lobbies', {
      method: 'PUT',
      auth: user,
      body: { secret: 5 },
    });
    const { body, replaced } = withIntegerFieldCodes(invalid.body);
    expect(replaced).toBe(1);
    expectSchema({ ...invalid, body }, 400, 'ErrorResponse');
    expect(invalid.body.errors).toEqual({
      secret: { _errors: [{ code: 'STRING_TYPE_COERCE', message: 'Could not interpret value as string.' }] },
    });
    fx.emulator.control.rateLimits.configure({ global: false, route: { limit: 1, windowMs: 60_000 } });
    try {
      await api(fx.url, '/api/v10/lobbies/1', { auth: bot });
      expectSchema(await api(fx.url, '/api/v10/lobbies/1', { auth: bot }), 429, 'RatelimitedResponse');
    } finally {
      fx.emulator.control.rateLimits.configure(false);
    }
  });

  it('the validator rejects a wrong shape (the check can fail)', () => {
    expect(schema('LobbyResponse')({ id: 'x', members: [] })).toBe(false);
    expect(schema('UserPIIResponse')({ id: '1', username: 'a' })).toBe(false);
    // An EC key (the ES256 option) is not the service's OAuth2Key.
    expect(
      schema('OAuth2GetKeys')({ keys: [{ kty: 'EC', crv: 'P-256', x: 'x', y: 'y', use: 'sig', kid: 'k' }] }),
    ).toBe(false);
  });

  it('the field-code exception replaces upper-case string codes under _errors only', () => {
    const body = {
      code: 50035,
      message: 'Invalid Form Body',
      errors: { name: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'required' }] }, code: 'x' },
    };
    const { body: patched, replaced } = withIntegerFieldCodes(body);
    expect(replaced).toBe(1);
    expect(patched).toEqual({
      ...body,
      errors: { name: { _errors: [{ code: 0, message: 'required' }] }, code: 'x' },
    });
    // Anything else still fails: a lower-case code, or a stray member beside _errors.
    expect(schema('ErrorResponse')(withIntegerFieldCodes(body).body)).toBe(false);
    const lower = { ...body, errors: { name: { _errors: [{ code: 'required', message: 'm' }] } } };
    expect(withIntegerFieldCodes(lower).replaced).toBe(0);
    expect(schema('ErrorResponse')(withIntegerFieldCodes(lower).body)).toBe(false);
  });
});

/*
 * Application commands and command permissions: the walk goes through every operation that the
 * description lists under /applications/{application_id}/.../commands, checks each response against that
 * operation's own response schema for the status (the exact code, else its `4XX` entry), and finally
 * checks that no operation of the description was left out.
 */
describe('command and permission routes match their OpenAPI response schemas', () => {
  const ROUTES = Object.keys(openapi.paths).filter((path) =>
    /^\/applications\/\{application_id\}\/.*commands/.test(path),
  );
  const walked = new Set<string>();
  let cf: CommandsFixture;
  let cc: string;
  let owner: string;

  beforeAll(async () => {
    cf = await startCommandsFixture();
    cc = await clientCredentials(cf);
    owner = await userToken(cf, cf.user.id);
  });
  afterAll(async () => {
    await cf.emulator.close();
  });

  /** Calls an operation (path parameters filled in) and checks the response against its schema. */
  async function walk(
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    template: string,
    params: Record<string, string>,
    init: { auth?: string; body?: unknown; query?: string; headers?: Record<string, string> },
    status: number,
  ): Promise<JsonResponse<unknown>> {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
    const response = await api(cf.url, `/api/v10${path}${init.query ?? ''}`, {
      ...init,
      method: method.toUpperCase(),
    });
    expect(response.status, `${method.toUpperCase()} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
    const validate = operationSchema(template, method, status);
    if (validate === null) expect(response.body).toBeUndefined();
    else {
      // Field error codes are strings on the service, integers in the description (withIntegerFieldCodes).
      const { body, replaced } = withIntegerFieldCodes(response.body);
      if ((response.body as { code?: unknown }).code === 50035) {
        expect(replaced).toBeGreaterThan(0);
        expect(parseErrorBody(response.body).length).toBeGreaterThan(0);
      }
      const ok = validate(body);
      expect(ok, `${method.toUpperCase()} ${template} ${status}: ${schemaErrors(validate)}`).toBe(true);
    }
    walked.add(`${method} ${template}`);
    return response;
  }

  const LIST = '/applications/{application_id}/commands';
  const ONE = '/applications/{application_id}/commands/{command_id}';
  const GUILD_LIST = '/applications/{application_id}/guilds/{guild_id}/commands';
  const GUILD_ONE = '/applications/{application_id}/guilds/{guild_id}/commands/{command_id}';
  const ALL_PERMISSIONS = '/applications/{application_id}/guilds/{guild_id}/commands/permissions';
  const PERMISSIONS = '/applications/{application_id}/guilds/{guild_id}/commands/{command_id}/permissions';

  /** A command using every option type, nesting, choices, ranges and localizations. */
  const rich = {
    name: 'rich',
    description: 'every option type',
    name_localizations: { fr: 'riche', 'en-GB': 'rich' },
    description_localizations: { fr: 'tous les types' },
    default_member_permissions: '8',
    nsfw: true,
    contexts: [0, 2],
    integration_types: [0],
    options: [
      {
        type: 2,
        name: 'group',
        description: 'a group',
        options: [
          {
            type: 1,
            name: 'sub',
            description: 'a subcommand',
            name_localizations: { fr: 'sous' },
            options: [
              { type: 3, name: 'text', description: 's', required: true, min_length: 1, max_length: 10 },
              {
                type: 4,
                name: 'int',
                description: 'i',
                choices: [{ name: 'one', value: 1, name_localizations: { fr: 'un' } }],
              },
              { type: 10, name: 'num', description: 'n', min_value: -1.5, max_value: 2.5 },
              { type: 5, name: 'bool', description: 'b' },
              { type: 6, name: 'user', description: 'u' },
              { type: 7, name: 'channel', description: 'c', channel_types: [0, 2] },
              { type: 8, name: 'role', description: 'r' },
              { type: 9, name: 'mention', description: 'm' },
              { type: 11, name: 'file', description: 'f' },
              { type: 3, name: 'pick', description: 'p', choices: [{ name: 'a', value: 'a' }] },
              { type: 3, name: 'auto', description: 'a', autocomplete: true },
            ],
          },
        ],
      },
      { type: 1, name: 'plain', description: 'no options' },
    ],
  };

  it('walks the global commands', async () => {
    const app = { application_id: cf.app.id };
    const created = await walk('post', LIST, app, { auth: cf.bot, body: rich }, 201);
    const id = (created.body as { id: string }).id;
    await walk('post', LIST, app, { auth: cc, body: rich }, 200);
    await walk('post', LIST, app, { auth: cf.bot, body: { type: 2, name: 'High Five' } }, 201);
    await walk('get', LIST, app, { auth: cf.bot, headers: { 'x-service-locale': 'fr' } }, 200);
    await walk('get', LIST, app, { auth: cf.bot, query: '?with_localizations=true' }, 200);
    await walk('put', LIST, app, { auth: cf.bot, body: [rich, { type: 3, name: 'Quote' }] }, 200);
    await walk('get', ONE, { ...app, command_id: id }, { auth: cf.bot }, 200);
    await walk('patch', ONE, { ...app, command_id: id }, { auth: cf.bot, body: { nsfw: false } }, 200);
    await walk('delete', ONE, { ...app, command_id: id }, { auth: cf.bot }, 204);
    await walk('get', ONE, { ...app, command_id: id }, { auth: cf.bot }, 404);
    await walk('post', LIST, app, { auth: cf.bot, body: { name: 'Bad Name' } }, 400);
    await walk('get', LIST, app, {}, 401);
    await walk('get', LIST, { application_id: cf.publicApp.id }, { auth: cf.bot }, 403);
    // The EMBEDDED application's automatic entry point carries `handler`.
    await walk(
      'get',
      LIST,
      { application_id: cf.embeddedApp.id },
      { auth: `Bot ${cf.embeddedApp.botToken}` },
      200,
    );
  });

  it('walks the guild commands', async () => {
    const scope = { application_id: cf.app.id, guild_id: cf.guildId };
    const { contexts: _c, integration_types: _i, ...guildRich } = rich;
    const created = await walk('post', GUILD_LIST, scope, { auth: cf.bot, body: guildRich }, 201);
    const id = (created.body as { id: string }).id;
    await walk('post', GUILD_LIST, scope, { auth: cf.bot, body: guildRich }, 200);
    await walk('get', GUILD_LIST, scope, { auth: cc, headers: { 'accept-language': 'fr' } }, 200);
    await walk('put', GUILD_LIST, scope, { auth: cf.bot, body: [guildRich, { type: 2, name: 'Wave' }] }, 200);
    await walk('get', GUILD_ONE, { ...scope, command_id: id }, { auth: cf.bot }, 200);
    await walk(
      'patch',
      GUILD_ONE,
      { ...scope, command_id: id },
      { auth: cf.bot, body: { name: 'renamed' } },
      200,
    );
    await walk('patch', GUILD_ONE, { ...scope, command_id: id }, { auth: cf.bot, body: { type: 2 } }, 400);
    await walk('delete', GUILD_ONE, { ...scope, command_id: id }, { auth: cf.bot }, 204);
    await walk('delete', GUILD_ONE, { ...scope, command_id: id }, { auth: cf.bot }, 404);
  });

  it('walks the command permissions', async () => {
    const scope = { application_id: cf.app.id, guild_id: cf.guildId };
    const created = await api<{ id: string }>(cf.url, commandsPath(cf.app.id, cf.guildId), {
      method: 'POST',
      auth: cf.bot,
      body: { name: 'guarded', description: 'has permissions' },
    });
    const target = { ...scope, command_id: created.body.id };
    await walk('get', ALL_PERMISSIONS, scope, { auth: cf.bot }, 200);
    await walk('get', PERMISSIONS, target, { auth: cf.bot }, 404);
    const permissions = [
      { id: cf.guildId, type: 1, permission: false },
      { id: cf.roles.manager, type: 1, permission: true },
      { id: cf.plain.id, type: 2, permission: true },
      { id: cf.channelId, type: 3, permission: false },
    ];
    await walk('put', PERMISSIONS, target, { auth: owner, body: { permissions } }, 200);
    await walk(
      'put',
      PERMISSIONS,
      { ...scope, command_id: cf.app.id },
      { auth: owner, body: { permissions } },
      200,
    );
    await walk('get', PERMISSIONS, target, { auth: cf.bot }, 200);
    await walk('get', ALL_PERMISSIONS, scope, { auth: cf.bot }, 200);
    await walk('put', PERMISSIONS, target, { auth: cf.bot, body: { permissions } }, 403);
    await walk(
      'put',
      PERMISSIONS,
      target,
      { auth: owner, body: { permissions: [{ id: 'x', type: 9 }] } },
      400,
    );
  });

  it('walks a rate-limited commands route (429)', async () => {
    cf.emulator.control.rateLimits.configure({ global: false, route: { limit: 1, windowMs: 60_000 } });
    try {
      const scope = { application_id: cf.app.id, guild_id: cf.guildId };
      await walk('get', GUILD_LIST, scope, { auth: cf.bot }, 200);
      await walk('get', GUILD_LIST, scope, { auth: cf.bot }, 429);
    } finally {
      cf.emulator.control.rateLimits.configure(false);
    }
  });

  it('left no operation of the description out', () => {
    const described = ROUTES.flatMap((path) =>
      Object.keys(openapi.paths[path] ?? {})
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method} ${path}`),
    );
    expect(described.length).toBeGreaterThanOrEqual(13);
    expect(described.filter((operation) => !walked.has(operation))).toEqual([]);
    // The operation schemas can fail: a command without its version, a permissions object without entries.
    expect(operationSchema(ONE, 'get', 200)?.({ id: '1', application_id: '2', type: 1, name: 'x' })).toBe(
      false,
    );
    expect(operationSchema(PERMISSIONS, 'put', 200)?.({ id: '1', application_id: '2', guild_id: '3' })).toBe(
      false,
    );
  });
});

/*
 * The remaining named operations (issue 16): each response is checked against its operation's own
 * response schema in the description, and none of these operations is left out.
 */
describe('connections, voice status and userinfo match their OpenAPI response schemas', () => {
  const CONNECTIONS = '/users/@me/connections';
  const VOICE_STATUS = '/channels/{channel_id}/voice-status';
  const USERINFO = '/oauth2/userinfo';
  const walked = new Set<string>();
  let voice: VoiceGuild;
  let reader: string;

  beforeAll(async () => {
    const { control } = fx.emulator;
    await control.seed({
      connections: [
        { userId: fx.user.id, type: 'steam', id: '76561198000000000', name: 'player', friend_sync: true },
        { userId: fx.user.id, type: 'github', id: 'gh', name: null, visibility: 0, revoked: true },
      ],
    });
    reader = `Bearer ${(await signIn(fx, 'openid identify connections')).access_token}`;
    voice = await seedVoiceGuild(control, fx.app, fx.user.id);
    await control.seed({ voiceStates: [{ userId: fx.app.botUserId, channelId: voice.channels.voice }] });
  });

  /** Calls `/api/v10<path>` and checks the answer against the operation's schema for the status. */
  async function check(
    method: 'get' | 'put',
    template: string,
    path: string,
    init: { auth?: string; body?: unknown },
    status: number,
  ): Promise<void> {
    const response = await api(fx.url, `/api/v10${path}`, { ...init, method: method.toUpperCase() });
    expect(response.status, `${method.toUpperCase()} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
    const validate = described.responseSchema(template, method, status);
    if (validate === null) expect(response.body).toBeUndefined();
    else {
      // Field error codes are strings on the service, integers in the description (withIntegerFieldCodes).
      const { body, replaced } = described.withIntegerFieldCodes(response.body);
      if ((response.body as { code?: unknown }).code === 50035) expect(replaced).toBeGreaterThan(0);
      const ok = validate(body);
      expect(ok, `${template} ${status}: ${described.schemaErrors(validate)}`).toBe(true);
    }
    walked.add(`${method} ${template}`);
  }

  it('GET /users/@me/connections: a user with connections, a bot without, no credentials', async () => {
    await check('get', CONNECTIONS, CONNECTIONS, { auth: reader }, 200);
    await check('get', CONNECTIONS, CONNECTIONS, { auth: bot }, 200);
    await check('get', CONNECTIONS, CONNECTIONS, {}, 401);
  });

  it('PUT /channels/{channel_id}/voice-status: set, bad body, missing permissions, unknown channel', async () => {
    const cases: [string, unknown, number][] = [
      [voice.channels.voice, 'hi', 204],
      [voice.channels.voice, 1, 400],
      [voice.channels.lounge, 'x', 403],
      ['1', null, 404],
    ];
    for (const [channel, status, expected] of cases) {
      const path = `/channels/${channel}/voice-status`;
      await check('put', VOICE_STATUS, path, { auth: voice.bot, body: { status } }, expected);
    }
  });

  it('GET /oauth2/userinfo under /api/v10 too', async () => {
    await check('get', USERINFO, USERINFO, { auth: user }, 200);
    await check('get', USERINFO, USERINFO, { auth: bot }, 403);
  });

  it('left none of these operations out', () => {
    const operations = [CONNECTIONS, VOICE_STATUS, USERINFO].flatMap((path) =>
      Object.keys(described.openapi.paths[path] ?? {})
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method} ${path}`),
    );
    expect(operations).toHaveLength(3);
    expect(operations.filter((operation) => !walked.has(operation))).toEqual([]);
    // The schemas can fail: a connection without its service, a userinfo body without `sub`.
    expect(described.responseSchema(CONNECTIONS, 'get', 200)?.([{ id: '1', name: 'x' }])).toBe(false);
    expect(described.responseSchema(USERINFO, 'get', 200)?.({ email: 'a@b.c' })).toBe(false);
  });
});
