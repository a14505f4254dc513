/**
 * Issue 44: every field that the service's OpenAPI description (test/fixtures/openapi/openapi.json, the
 * vendored copy of the service's openapi.json) accepts in the request body of a route the emulator serves
 * is either kept (stored, and sent back where the response has it) or refused with 50035 naming it; none
 * is dropped silently. First, for each route family, the body keys are read from openapi.json and the
 * shared rule is asked whether it knows each one (with unknown fields refused, as the SDK checks); then
 * each family sends each field to the emulator and checks what became of it. Which fields are refused, and
 * why, is docs/emulator-domains.md "Request fields" (rules/messageFields.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorCode } from '../../src/model/errors.js';
import { permissionBits } from '../../src/model/permissions.js';
import {
  type Issue,
  IssueCodes,
  MESSAGE_CREATE_FIELDS,
  validateAddLobbyMemberBody,
  validateBulkLobbyMembersBody,
  validateChannelLinkBody,
  validateCreateOrJoinLobbyBody,
  validateLobbyBody,
  validateLobbyMessageBody,
  validateVoiceStatusBody,
} from '../../src/rules/index.js';
import { COMMAND_FIELDS } from '../../src/rules/validateCommand.js';
import { openapi } from '../support/openapi.js';
import { api, type Fixture, signIn, startFixture } from './helpers.js';

type Json = Record<string, unknown>;
interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Operation {
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** The JSON body's property names of an operation in openapi.json (an array body: its items'). */
function bodyFields(path: string, method: string): string[] {
  const op = (openapi.paths as unknown as Record<string, Record<string, Operation>>)[path]?.[method];
  let schema = op?.requestBody?.content['application/json']?.schema;
  const resolve = (s: Schema | undefined): Schema | undefined =>
    s?.$ref === undefined
      ? s
      : ((openapi as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas[
          s.$ref.split('/').at(-1) as string
        ] as Schema);
  schema = resolve(schema);
  if (schema?.items !== undefined) schema = resolve(schema.items);
  const names = Object.keys(schema?.properties ?? {});
  if (names.length === 0) throw new Error(`openapi.json: no body fields for ${method} ${path}`);
  return names.sort();
}

const unknownIssues = (issues: Issue[]) =>
  issues.filter((i) => i.code === IssueCodes.BASE_TYPE_UNKNOWN_FIELD);
const nulls = (names: string[]): Json => Object.fromEntries(names.map((name) => [name, null]));

describe('every body field openapi.json accepts is one the shared rule knows', () => {
  const refuse = { unknownFields: 'refuse' } as const;
  it.each([
    ['/lobbies', 'put', (b: Json) => validateCreateOrJoinLobbyBody(b, refuse).issues],
    ['/lobbies', 'post', (b: Json) => validateLobbyBody(b, refuse).issues],
    ['/lobbies/{lobby_id}', 'patch', (b: Json) => validateLobbyBody(b, refuse).issues],
    [
      '/lobbies/{lobby_id}/members/{user_id}',
      'put',
      (b: Json) => validateAddLobbyMemberBody(b, refuse).issues,
    ],
    [
      '/lobbies/{lobby_id}/members/bulk',
      'post',
      (b: Json) => validateBulkLobbyMembersBody([{ ...b, id: '1' }], refuse).issues,
    ],
    ['/lobbies/{lobby_id}/messages', 'post', (b: Json) => validateLobbyMessageBody(b, refuse).issues],
    [
      '/channels/{channel_id}/messages',
      'post',
      (b: Json) => validateLobbyMessageBody(b, { ...refuse, route: 'channel' }).issues,
    ],
    [
      '/channels/{channel_id}/messages/{message_id}',
      'patch',
      (b: Json) => validateLobbyMessageBody(b, { ...refuse, route: 'channel', mode: 'edit' }).issues,
    ],
    ['/lobbies/{lobby_id}/channel-linking', 'patch', (b: Json) => validateChannelLinkBody(b, refuse).issues],
    ['/channels/{channel_id}/voice-status', 'put', (b: Json) => validateVoiceStatusBody(b, refuse).issues],
  ])('%s %s', (path, method, check) => {
    const fields = bodyFields(path, method);
    expect(unknownIssues(check(nulls(fields)))).toEqual([]);
  });

  it('commands (POST, PATCH, global and guild): the command rule lists every field', () => {
    for (const [path, method, mode] of [
      ['/applications/{application_id}/commands', 'post', 'create'],
      ['/applications/{application_id}/commands/{command_id}', 'patch', 'edit'],
      ['/applications/{application_id}/guilds/{guild_id}/commands', 'post', 'create'],
    ] as const)
      for (const field of bodyFields(path, method)) expect(COMMAND_FIELDS[mode]).toContain(field);
  });

  it('the message rule names the fields of SDKMessageRequest and MessageCreateRequest, no more', () => {
    expect([...MESSAGE_CREATE_FIELDS].sort()).toEqual(bodyFields('/lobbies/{lobby_id}/messages', 'post'));
    expect([...MESSAGE_CREATE_FIELDS].sort()).toEqual(bodyFields('/channels/{channel_id}/messages', 'post'));
  });
});

const GUILD = '930000000000000001';
const TEXT = '930000000000000010';
const ROLE = '930000000000000020';
let fx: Fixture;
let bot: string;
let alice: string;

const call = <T = Json>(method: string, path: string, auth: string, body?: unknown) =>
  api<T>(fx.url, `/api/v10${path}`, { method, auth, body });

beforeAll(async () => {
  fx = await startFixture();
  bot = `Bot ${fx.app.botToken}`;
  alice = `Bearer ${(await signIn(fx, 'openid sdk.social_layer')).access_token}`;
  // Bob signs in too: a direct message reaches a user of the application only.
  await signIn(fx, 'openid sdk.social_layer', fx.other.id);
  const bits = permissionBits('MANAGE_CHANNELS', 'VIEW_CHANNEL', 'SEND_MESSAGES', 'READ_MESSAGE_HISTORY');
  await fx.emulator.control.seed({
    guilds: [
      {
        id: GUILD,
        name: 'Guild',
        everyonePermissions: bits.toString(),
        channels: [{ id: TEXT, name: 'text', position: 0 }],
        roles: [{ id: ROLE, name: 'team' }],
        members: [{ userId: fx.user.id }, { userId: fx.other.id }, { userId: fx.app.botUserId }],
      },
    ],
  });
  await fx.emulator.control.addRelationship({
    user: fx.user.id,
    other: fx.other.id,
    kind: 'discord',
    type: 'friend',
  });
});
afterAll(async () => {
  await fx.emulator.close();
});

/** A 50035 naming `field` (an error under that key, at any depth), saying `why` when given. */
function expectRefused(response: { status: number; body: unknown }, field: string, why?: RegExp): void {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  const body = response.body as { code: number; errors?: Record<string, unknown> };
  expect(body.code).toBe(ApiErrorCode.INVALID_FORM_BODY);
  const under = body.errors?.[field];
  expect(under, `errors on ${field}: ${JSON.stringify(body.errors)}`).toBeDefined();
  if (why) expect(JSON.stringify(under)).toMatch(why);
}

describe('lobbies (PUT, POST, PATCH /lobbies): each field kept', () => {
  it('PUT /lobbies: secret, lobby_metadata, member_metadata, flags in the answer; idle_timeout_seconds by the clock', async () => {
    const sent = await call<Json & { members: Json[] }>('PUT', '/lobbies', alice, {
      secret: 'fields-put',
      lobby_metadata: { mode: 'ranked' },
      member_metadata: { team: 'red' },
      flags: 1,
      idle_timeout_seconds: 5,
    });
    expect(sent.body).toMatchObject({ metadata: { mode: 'ranked' }, flags: 1 });
    expect(sent.body.members).toEqual([{ id: fx.user.id, metadata: { team: 'red' }, flags: 0 }]);
    const id = sent.body.id as string;
    expect((await call('DELETE', `/lobbies/${id}/members/@me`, alice)).status).toBe(204);
    await fx.emulator.control.clock.advance(4_000);
    expect((await call('GET', `/lobbies/${id}`, bot)).status).toBe(200);
    await fx.emulator.control.clock.advance(1_000);
    expect((await call('GET', `/lobbies/${id}`, bot)).status).toBe(404);
  });

  it('POST and PATCH /lobbies: metadata, members, flags, override_event_webhooks_url in the answer', async () => {
    const made = await call<Json>('POST', '/lobbies', bot, {
      metadata: { a: '1' },
      members: [{ id: fx.user.id, metadata: { seat: '1' }, flags: 1 }],
      flags: 1,
      idle_timeout_seconds: 60,
      override_event_webhooks_url: 'https://hooks.example.test/lobby',
    });
    expect(made.body).toMatchObject({
      metadata: { a: '1' },
      members: [{ id: fx.user.id, metadata: { seat: '1' }, flags: 1 }],
      flags: 1,
      override_event_webhooks_url: 'https://hooks.example.test/lobby',
    });
    const patched = await call<Json>('PATCH', `/lobbies/${made.body.id}`, bot, {
      metadata: { a: '2' },
      members: [{ id: fx.other.id }],
      flags: 1,
      idle_timeout_seconds: 600,
      override_event_webhooks_url: null,
    });
    expect(patched.body).toMatchObject({
      metadata: { a: '2' },
      members: [{ id: fx.other.id, metadata: null, flags: 0 }],
      override_event_webhooks_url: null,
    });
  });
});

describe('lobby members (PUT one, bulk): additional_name kept (LobbyMemberResponse, MessageLobbyMemberResponse)', () => {
  it('kept, returned, sent with the member’s messages, cleared by null; 81 characters refused', async () => {
    const lobby = await call<Json>('POST', '/lobbies', bot, {});
    const path = `/lobbies/${lobby.body.id}/members`;
    const added = await call<Json>('PUT', `${path}/${fx.user.id}`, bot, {
      metadata: { k: 'v' },
      flags: 1,
      additional_name: 'Captain',
    });
    expect(added.body).toEqual({
      id: fx.user.id,
      metadata: { k: 'v' },
      flags: 1,
      additional_name: 'Captain',
    });
    const bulk = await call<Json[]>('POST', `${path}/bulk`, bot, [
      { id: fx.other.id, additional_name: 'Scout', metadata: null, flags: null, remove_member: false },
    ]);
    expect(bulk.body).toEqual([{ id: fx.other.id, metadata: null, flags: 0, additional_name: 'Scout' }]);
    const read = await call<{ members: Json[] }>('GET', `/lobbies/${lobby.body.id}`, bot);
    expect(read.body.members.map((m) => m.additional_name)).toEqual(['Captain', 'Scout']);
    const message = await call<Json>('POST', `/lobbies/${lobby.body.id}/messages`, alice, { content: 'hi' });
    expect(message.body.lobby_member).toEqual({ additional_name: 'Captain' });
    const history = await call<Json[]>('GET', `/lobbies/${lobby.body.id}/messages`, bot);
    expect(history.body[0]?.lobby_member).toEqual({ additional_name: 'Captain' });
    const cleared = await call<Json>('PUT', `${path}/${fx.user.id}`, bot, { additional_name: null });
    expect(cleared.body.additional_name).toBeUndefined();
    expectRefused(
      await call('PUT', `${path}/${fx.user.id}`, bot, { additional_name: 'x'.repeat(81) }),
      'additional_name',
    );
  });
});

/** A player's message routes: a lobby's and a direct conversation's (the same field rules). */
async function playerRoutes(): Promise<
  { name: string; post: (body: Json) => Promise<{ status: number; body: Json }> }[]
> {
  const lobby = await call<Json>('PUT', '/lobbies', alice, { secret: 'fields-messages' });
  return [
    { name: 'lobby', post: (body) => call('POST', `/lobbies/${lobby.body.id}/messages`, alice, body) },
    {
      name: 'direct',
      post: (body) => call('POST', `/users/@me/direct-messages/${fx.other.id}`, alice, body),
    },
  ];
}

describe("a player's message (POST /lobbies/{id}/messages, SDKMessageRequest; direct messages alike)", () => {
  it('nonce, tts and flags are kept and echoed; enforce_nonce returns the first send', async () => {
    for (const route of await playerRoutes()) {
      const first = await route.post({
        content: 'one',
        nonce: 'n-1',
        tts: true,
        flags: 4096,
        enforce_nonce: true,
      });
      expect(first.status, route.name).toBeLessThan(300);
      expect(first.body, route.name).toMatchObject({ nonce: 'n-1', tts: true, flags: 4096 });
      const again = await route.post({ content: 'one again', nonce: 'n-1', enforce_nonce: true });
      expect(again.body.id, route.name).toBe(first.body.id);
      expect(again.body.content, route.name).toBe('one');
      // Without enforce_nonce, or five minutes on, the same nonce makes a new message.
      const plain = await route.post({ content: 'two', nonce: 'n-1' });
      expect(plain.body.id, route.name).not.toBe(first.body.id);
      await fx.emulator.control.clock.advance(5 * 60 * 1000 + 1);
      const later = await route.post({ content: 'three', nonce: 42, enforce_nonce: true });
      const after = await route.post({ content: 'four', nonce: 42, enforce_nonce: true });
      expect([later.body.nonce, after.body.id], route.name).toEqual([42, later.body.id]);
      expectRefused(await route.post({ content: 'x', flags: 64 }), 'flags', /SUPPRESS_EMBEDS/);
      expectRefused(await route.post({ content: 'x', nonce: 'y'.repeat(26) }), 'nonce');
      expectRefused(
        await route.post({ content: 'x', allowed_mentions: { parse: ['bots'] } }),
        'allowed_mentions',
      );
    }
  });

  it('embeds, components, message_reference, attachments, sticker_ids, poll, shared_client_theme: refused unless empty', async () => {
    const refused: [string, unknown][] = [
      ['embeds', [{ title: 'x' }]],
      ['components', [{ type: 1, components: [] }]],
      ['message_reference', { message_id: '1' }],
      ['attachments', [{ id: 0, filename: 'a.png' }]],
      ['sticker_ids', ['1']],
      ['poll', { question: { text: 'q' }, answers: [] }],
      ['shared_client_theme', { colors: ['ffffff'] }],
    ];
    for (const route of await playerRoutes()) {
      for (const [field, value] of refused)
        expectRefused(await route.post({ content: 'x', [field]: value }), field);
      const empty = await route.post({
        content: 'empty extras',
        embeds: [],
        components: null,
        attachments: [],
        sticker_ids: [],
        poll: null,
        shared_client_theme: null,
        message_reference: null,
        allowed_mentions: { parse: [] },
      });
      expect(empty.status, route.name).toBeLessThan(300);
    }
  });

  it("a lobby message's allowed_mentions is kept: its copy in the linked channel pings only whom it allows", async () => {
    const lobby = await call<Json>('POST', '/lobbies', bot, { members: [{ id: fx.user.id, flags: 1 }] });
    expect(
      (await call('PATCH', `/lobbies/${lobby.body.id}/channel-linking`, alice, { channel_id: TEXT })).status,
    ).toBe(200);
    await call('POST', `/lobbies/${lobby.body.id}/messages`, alice, {
      content: `<@${fx.other.id}> <@&${ROLE}> @everyone`,
      allowed_mentions: { roles: [ROLE] },
    });
    const copy = (await call<Json[]>('GET', `/channels/${TEXT}/messages?limit=1`, bot)).body[0];
    expect(copy).toMatchObject({ mentions: [], mention_roles: [ROLE], mention_everyone: false });
    await call('PATCH', `/lobbies/${lobby.body.id}/channel-linking`, alice, {});
  });
});

describe("a bot's channel message (POST/PATCH /channels/{id}/messages, MessageCreateRequest)", () => {
  it('nonce, enforce_nonce, tts, flags, allowed_mentions, embeds, components, message_reference kept', async () => {
    const first = await call<Json>('POST', `/channels/${TEXT}/messages`, bot, { content: 'first' });
    const embeds = [{ title: 'Score', description: '3 - 1' }];
    const components = [{ type: 1, components: [{ type: 2, style: 1, label: 'GG', custom_id: 'gg' }] }];
    const sent = await call<Json>('POST', `/channels/${TEXT}/messages`, bot, {
      content: `<@${fx.user.id}> <@${fx.other.id}> @everyone`,
      nonce: 'bot-1',
      enforce_nonce: true,
      tts: true,
      flags: 4,
      allowed_mentions: { parse: ['everyone'], users: [fx.other.id] },
      embeds,
      components,
      message_reference: { message_id: first.body.id, fail_if_not_exists: true },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      type: 19,
      nonce: 'bot-1',
      tts: true,
      flags: 4,
      embeds,
      components,
      mention_everyone: true,
      message_reference: { message_id: first.body.id, channel_id: TEXT, guild_id: GUILD },
    });
    expect((sent.body.mentions as Json[]).map((u) => u.id)).toEqual([fx.other.id]);
    const again = await call<Json>('POST', `/channels/${TEXT}/messages`, bot, {
      content: 'again',
      nonce: 'bot-1',
      enforce_nonce: true,
    });
    expect(again.body.id).toBe(sent.body.id);
    // A reply to a message the channel does not hold: refused, unless fail_if_not_exists is false.
    expectRefused(
      await call('POST', `/channels/${TEXT}/messages`, bot, {
        content: 'x',
        message_reference: { message_id: '1' },
      }),
      'message_reference',
    );
    const loose = await call<Json>('POST', `/channels/${TEXT}/messages`, bot, {
      content: 'x',
      message_reference: { message_id: '1', fail_if_not_exists: false },
    });
    expect([loose.body.type, loose.body.message_reference]).toEqual([0, undefined]);
    // Embeds alone need no text.
    const embedOnly = await call<Json>('POST', `/channels/${TEXT}/messages`, bot, { embeds });
    expect([embedOnly.status, embedOnly.body.content]).toEqual([201, '']);

    // The edit (MessageEditRequestPartial): content, embeds, flags, allowed_mentions, components kept.
    const edited = await call<Json>('PATCH', `/channels/${TEXT}/messages/${sent.body.id}`, bot, {
      content: `<@${fx.user.id}> edited`,
      embeds: [],
      flags: 0,
      allowed_mentions: { parse: ['users'] },
      components: [],
      sticker_ids: [],
      attachments: [],
    });
    expect(edited.body).toMatchObject({
      content: `<@${fx.user.id}> edited`,
      embeds: [],
      components: [],
      flags: 0,
    });
    expect((edited.body.mentions as Json[]).map((u) => u.id)).toEqual([fx.user.id]);
  });

  it('attachments, sticker_ids, poll, shared_client_theme: refused unless empty', async () => {
    for (const [field, value] of [
      ['attachments', [{ id: 0, filename: 'a.png' }]],
      ['sticker_ids', ['1']],
      ['poll', { question: { text: 'q' }, answers: [] }],
      ['shared_client_theme', { colors: ['ffffff'] }],
    ] as const)
      expectRefused(
        await call('POST', `/channels/${TEXT}/messages`, bot, { content: 'x', [field]: value }),
        field,
      );
  });
});

describe('POST /partner-sdk/token/bot: external_user_id, preferred_global_name, provisional_user_id', () => {
  it('the name is kept; provisional_user_id is checked against the account of the external id', async () => {
    const path = '/partner-sdk/token/bot';
    const fresh = await call('POST', path, bot, { external_user_id: 'player-7', provisional_user_id: '1' });
    expectRefused(fresh, 'provisional_user_id', /no provisional account yet/);
    const made = await call<{ access_token: string }>('POST', path, bot, {
      external_user_id: 'player-7',
      preferred_global_name: 'Seven',
      provisional_user_id: null,
    });
    expect(made.status).toBe(200);
    const me = await call<Json>('GET', '/users/@me', `Bearer ${made.body.access_token}`);
    expect(me.body.global_name).toBe('Seven');
    const same = await call('POST', path, bot, {
      external_user_id: 'player-7',
      provisional_user_id: me.body.id,
    });
    expect(same.status).toBe(200);
    expectRefused(
      await call('POST', path, bot, { external_user_id: 'player-7', provisional_user_id: fx.user.id }),
      'provisional_user_id',
      /belongs to provisional account/,
    );
    expectRefused(
      await call('POST', path, bot, { external_user_id: 'p', provisional_user_id: 'x' }),
      'provisional_user_id',
    );
  });
});

describe('PATCH /users/@me/direct-messages/{user}/{message} (the edit fields of a player)', () => {
  it('the direct-message edit (PATCH) keeps flags and refuses embeds', async () => {
    const sent = await call<Json>('POST', `/users/@me/direct-messages/${fx.other.id}`, alice, {
      content: 'x',
    });
    const path = `/users/@me/direct-messages/${fx.other.id}/${sent.body.id}`;
    const edited = await call<Json>('PATCH', path, alice, { content: 'y', flags: 4 });
    expect(edited.body).toMatchObject({ content: 'y', flags: 4 });
    expectRefused(await call('PATCH', path, alice, { content: 'y', embeds: [{ title: 't' }] }), 'embeds');
  });
});

describe('POST /applications/{app}/commands (ApplicationCommandCreateRequest): each field kept', () => {
  it('kept in the answer; handler (an Activity entry point) refused with a reason for an app without EMBEDDED', async () => {
    const body = {
      type: 1,
      name: 'score',
      name_localizations: { de: 'punkte' },
      description: 'Shows the score',
      description_localizations: { de: 'Zeigt den Stand' },
      options: [{ type: 3, name: 'team', description: 'Team' }],
      default_member_permissions: '8',
      dm_permission: false,
      integration_types: [0],
      contexts: [0],
      handler: null,
    };
    expect(Object.keys(body).sort()).toEqual(bodyFields('/applications/{application_id}/commands', 'post'));
    const made = await call<Json>('POST', `/applications/${fx.app.id}/commands`, bot, body);
    expect(made.status).toBe(201);
    const { handler: _none, ...kept } = body;
    expect(made.body).toMatchObject(kept);
    const entry = await call('POST', `/applications/${fx.app.id}/commands`, bot, {
      type: 4,
      name: 'launch',
      description: 'Launch',
      handler: 2,
    });
    expectRefused(entry, 'handler', /EMBEDDED/);
  });
});
