/**
 * The emulator's own direct-message routes over loopback HTTP (no SDK): who may call them, the shared
 * body and path checks (50035), the signed-in rule, authorship, and the
 * gateway dispatches to exactly the two users. Then the kinds of direct message (our design,
 * docs/direct-messages.md): ephemeral ones between non-friends or with a provisional account (each user
 * sees the other as the channel, type 18), the disclosure message before a kept conversation's first chat
 * message, and messages from the Discord app (control API) with the service's content fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserMessages, sendUserMessage } from '../../src/api/index.js';
import type { RelationshipSeed } from '../../src/emulator/index.js';
import { SeedError } from '../../src/emulator/seedChecks.js';
import { Transport, ValidationError } from '../../src/http/index.js';
import type { SendUserMessageBody } from '../../src/model/index.js';
import { toErrorBody } from '../../src/rules/index.js';
import { type GatewayWorld, RawGateway, startGatewayWorld } from '../connection/world.js';
import { api } from './helpers.js';

let world: GatewayWorld;
beforeAll(async () => {
  world = await startGatewayWorld();
});
afterAll(async () => {
  await world.emulator.close();
});

const BASE = '/api/v10/users/@me/direct-messages';
const friends = () => ({
  user: world.alice.id,
  other: world.bob.id,
  kind: 'discord' as const,
  type: 'friend' as const,
});
const bearer = (token: string) => `Bearer ${token}`;

describe('direct-message routes', () => {
  it('send, list, edit, delete and summarise; both users dispatched, nobody else', async () => {
    // Friends: their conversation is kept by the service, one channel id for both (ephemeral ones below).
    await world.emulator.control.addRelationship(friends());
    const bob = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
    const carol = await RawGateway.identified(world.gatewayUrl, world.tokens.carol);
    const sent = await api<Record<string, unknown>>(world.fx.url, `${BASE}/${world.bob.id}`, {
      method: 'POST',
      auth: bearer(world.tokens.alice),
      body: { content: 'hi bob', metadata: { a: 'b' } },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ content: 'hi bob', recipient_id: world.bob.id, metadata: { a: 'b' } });
    const id = sent.body.id as string;
    const created = await bob.next(
      (f) => f.t === 'MESSAGE_CREATE' && (f.d as { id?: unknown }).id === id,
      'MESSAGE_CREATE',
    );
    expect(created.d).toMatchObject({ id, channel_id: sent.body.channel_id, edited_timestamp: null });
    // One message object shape on every session (issue 44; openapi.json's MessageResponse requires these):
    // the player's copy is as whole as the bots' copy, and so is the HTTP answer.
    const whole = {
      mentions: [],
      mention_roles: [],
      mention_everyone: false,
      attachments: [],
      embeds: [],
      components: [],
      pinned: false,
      tts: false,
    };
    expect(created.d).toMatchObject(whole);
    expect(sent.body).toMatchObject(whole);

    const edited = await api<Record<string, unknown>>(world.fx.url, `${BASE}/${world.bob.id}/${id}`, {
      method: 'PATCH',
      auth: bearer(world.tokens.alice),
      body: { content: 'hi bob!' },
    });
    expect(edited.status).toBe(200);
    expect(typeof edited.body.edited_timestamp).toBe('string');
    const updated = await bob.next((f) => f.t === 'MESSAGE_UPDATE', 'MESSAGE_UPDATE');
    expect(updated.d).toMatchObject(whole);

    const list = await api<Record<string, unknown>[]>(world.fx.url, `${BASE}/${world.alice.id}?limit=5`, {
      auth: bearer(world.tokens.bob),
    });
    expect(list.body.map((m) => m.content)).toEqual(['hi bob!']);
    const summaries = await api(world.fx.url, BASE, { auth: bearer(world.tokens.bob) });
    expect(summaries.body).toEqual([{ user_id: world.alice.id, last_message_id: id }]);

    const byBob = await api(world.fx.url, `${BASE}/${world.alice.id}/${id}`, {
      method: 'DELETE',
      auth: bearer(world.tokens.bob),
    });
    expect([byBob.status, (byBob.body as { code: number }).code]).toEqual([403, 50005]);
    const removed = await api(world.fx.url, `${BASE}/${world.bob.id}/${id}`, {
      method: 'DELETE',
      auth: bearer(world.tokens.alice),
    });
    expect(removed.status).toBe(204);
    const deleted = await bob.next((f) => f.t === 'MESSAGE_DELETE', 'MESSAGE_DELETE');
    expect(deleted.d).toEqual({ id, channel_id: sent.body.channel_id });
    const again = await api(world.fx.url, `${BASE}/${world.bob.id}/${id}`, {
      method: 'DELETE',
      auth: bearer(world.tokens.alice),
    });
    expect([again.status, (again.body as { code: number }).code]).toEqual([404, 10008]);
    expect(carol.frames.some((f) => f.t?.startsWith('MESSAGE_'))).toBe(false);
    await world.emulator.control.removeRelationship(friends());
  });

  it('refuses bots, bad ids and bodies (50035 with paths), unknown or not signed-in users', async () => {
    const cases: [string, string, string, unknown, number, number][] = [
      ['POST', `${BASE}/${world.bob.id}`, world.bot, { content: 'x' }, 403, 0],
      ['POST', `${BASE}/bob`, bearer(world.tokens.alice), { content: 'x' }, 400, 50035],
      ['POST', `${BASE}/${world.bob.id}`, bearer(world.tokens.alice), { content: '' }, 400, 50035],
      ['GET', `${BASE}/${world.bob.id}?limit=201`, bearer(world.tokens.alice), undefined, 400, 50035],
      ['PATCH', `${BASE}/${world.bob.id}/nope`, bearer(world.tokens.alice), { content: 'x' }, 400, 50035],
      ['GET', `${BASE}/1`, bearer(world.tokens.alice), undefined, 404, 10013],
    ];
    for (const [method, path, auth, body, status, code] of cases) {
      const response = await api<{ code?: number; errors?: unknown }>(world.fx.url, path, {
        method,
        auth,
        body,
      });
      expect([method, path, response.status]).toEqual([method, path, status]);
      if (code !== 0) expect(response.body.code).toBe(code);
    }
    const bad = await api<{ errors: unknown }>(world.fx.url, `${BASE}/bob`, {
      method: 'POST',
      auth: bearer(world.tokens.alice),
      body: { content: 'x' },
    });
    expect(JSON.stringify(bad.body.errors)).toContain('user_id');
    const dave = await world.emulator.control.createUser({ username: 'dave' });
    const notSignedIn = await api<{ code: number }>(world.fx.url, `${BASE}/${dave.id}`, {
      method: 'POST',
      auth: bearer(world.tokens.alice),
      body: { content: 'hi' },
    });
    expect([notSignedIn.status, notSignedIn.body.code]).toEqual([404, 10013]);
  });

  it('the SDK refuses before sending what the emulator answers 50035 for, with the same errors', async () => {
    const sdk = new Transport({
      baseUrl: world.fx.url,
      authorization: { type: 'Bearer', token: world.tokens.alice },
    });
    /** The SDK's issues as the service's error tree, for comparing with the emulator's answer. */
    const refusal = async (call: Promise<unknown>) => {
      const error = await call.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(ValidationError);
      return toErrorBody((error as ValidationError).issues).errors;
    };
    const metadata = Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`k${i}`, 'v']));
    const bodies = [
      { content: '' },
      { content: '   ' },
      { content: 'x'.repeat(2001) },
      { content: 'ok', metadata },
    ];
    for (const body of bodies) {
      const answer = await api<{ code: number; errors: unknown }>(world.fx.url, `${BASE}/${world.bob.id}`, {
        method: 'POST',
        auth: bearer(world.tokens.alice),
        body,
      });
      expect([answer.status, answer.body.code]).toEqual([400, 50035]);
      expect(await refusal(sendUserMessage(sdk, world.bob.id, body as SendUserMessageBody))).toEqual(
        answer.body.errors,
      );
    }
    const history = await api<{ errors: unknown }>(world.fx.url, `${BASE}/${world.bob.id}?limit=201`, {
      auth: bearer(world.tokens.alice),
    });
    expect(await refusal(getUserMessages(sdk, world.bob.id, 201))).toEqual(history.body.errors);
  });
});

const auth = (token: string) => ({ auth: `Bearer ${token}` });
type Wire = Record<string, unknown>;

async function send(token: string, to: string, content: string): Promise<Wire> {
  const sent = await api<Wire>(world.fx.url, `${BASE}/${to}`, {
    method: 'POST',
    ...auth(token),
    body: { content },
  });
  expect(sent.status).toBe(201);
  return sent.body;
}

describe('ephemeral direct messages', () => {
  it('between non-friends: each user sees the other as the channel, type 18, live, in history and on delete', async () => {
    const alice = await RawGateway.identified(world.gatewayUrl, world.tokens.alice);
    const bob = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
    const sent = await send(world.tokens.alice, world.bob.id, 'who are you?');
    expect([sent.channel_id, sent.channel_type]).toEqual([world.bob.id, 18]);
    const id = sent.id as string;
    const atBob = await bob.next((f) => f.t === 'MESSAGE_CREATE' && (f.d as Wire).id === id, 'at bob');
    const atAlice = await alice.next((f) => f.t === 'MESSAGE_CREATE' && (f.d as Wire).id === id, 'at alice');
    expect([(atBob.d as Wire).channel_id, (atBob.d as Wire).channel_type]).toEqual([world.alice.id, 18]);
    expect((atAlice.d as Wire).channel_id).toBe(world.bob.id);

    const history = await api<Wire[]>(
      world.fx.url,
      `${BASE}/${world.alice.id}?limit=5`,
      auth(world.tokens.bob),
    );
    expect(history.body.map((m) => [m.id, m.channel_id])).toEqual([[id, world.alice.id]]);

    const removed = await api(world.fx.url, `${BASE}/${world.bob.id}/${id}`, {
      method: 'DELETE',
      ...auth(world.tokens.alice),
    });
    expect(removed.status).toBe(204);
    const gone = (raw: RawGateway) => raw.next((f) => f.t === 'MESSAGE_DELETE', 'MESSAGE_DELETE');
    expect((await gone(bob)).d).toEqual({ id, channel_id: world.alice.id });
    expect((await gone(alice)).d).toEqual({ id, channel_id: world.bob.id });
    alice.close();
    bob.close();
  });

  it.each(['discord', 'game'] as const)(
    'between %s friends: one kept channel for both, type 1',
    async (kind) => {
      const seed: RelationshipSeed = {
        user: world.alice.id,
        other: world.bob.id,
        kind,
        type: 'friend',
        ...(kind === 'game' ? { application: world.fx.app.id } : {}),
      };
      await world.emulator.control.addRelationship(seed);
      const first = await send(world.tokens.alice, world.bob.id, 'hi friend');
      const answer = await send(world.tokens.bob, world.alice.id, 'hi!');
      expect(first.channel_type).toBe(1);
      expect(answer.channel_id).toBe(first.channel_id);
      expect([world.alice.id, world.bob.id]).not.toContain(first.channel_id);
      await world.emulator.control.removeRelationship(seed);
      // The friendship ended: what is sent now is ephemeral again.
      expect((await send(world.tokens.alice, world.bob.id, 'still there?')).channel_type).toBe(18);
    },
  );

  it('with a provisional account: ephemeral even between game friends', async () => {
    const appId = world.fx.app.id;
    await world.emulator.control.provisional.configure(appId, { oidc: 'test' });
    const credential = await world.emulator.control.provisional.mintIdToken(appId, { sub: 'eph-1' });
    const issued = await api<Wire>(world.fx.url, '/api/v10/partner-sdk/token', {
      method: 'POST',
      body: {
        client_id: appId,
        client_secret: world.fx.app.clientSecret,
        external_auth_type: 'OIDC',
        external_auth_token: credential,
      },
    });
    expect(issued.status).toBe(200);
    const token = issued.body.access_token as string;
    const me = await api<Wire>(world.fx.url, '/api/v10/users/@me', auth(token));
    const provisionalId = me.body.id as string;
    await world.emulator.control.addRelationship({
      user: world.alice.id,
      other: provisionalId,
      kind: 'game',
      application: appId,
      type: 'friend',
    });
    const sent = await send(token, world.alice.id, 'hello from a guest');
    expect([sent.channel_id, sent.channel_type]).toEqual([world.alice.id, 18]);
    const reply = await send(world.tokens.alice, provisionalId, 'welcome');
    expect([reply.channel_id, reply.channel_type]).toEqual([provisionalId, 18]);
  });
});

describe('the disclosure message', () => {
  it('comes once, first, to both users of a kept conversation; history does not keep it', async () => {
    // Carol and bob: a pair whose conversation no test above kept.
    const bob = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
    const alice = await RawGateway.identified(world.gatewayUrl, world.tokens.alice);
    // Not friends yet: an ephemeral message causes no disclosure.
    await send(world.tokens.carol, world.bob.id, 'hello stranger');
    const seed: RelationshipSeed = {
      user: world.carol.id,
      other: world.bob.id,
      kind: 'discord',
      type: 'friend',
    };
    await world.emulator.control.addRelationship(seed);
    const first = await send(world.tokens.carol, world.bob.id, 'hi friend');
    await send(world.tokens.bob, world.carol.id, 'hi!');
    await bob.next((f) => f.t === 'MESSAGE_CREATE' && (f.d as Wire).id === first.id, 'the first message');
    const notices = bob
      .dispatches(['MESSAGE_CREATE'])
      .map((f) => f.d)
      .filter((d) => d.disclosure_type === 3);
    expect(notices).toHaveLength(1);
    const notice = notices[0] as Wire;
    expect(notice).toMatchObject({
      channel_id: first.channel_id,
      channel_type: 1,
      recipient_id: world.bob.id,
    });
    expect(BigInt(notice.id as string) < BigInt(first.id as string)).toBe(true);
    expect(String(notice.content)).toContain('visible on Discord');
    const history = await api<Wire[]>(
      world.fx.url,
      `${BASE}/${world.bob.id}?limit=10`,
      auth(world.tokens.carol),
    );
    expect(history.body.map((m) => m.content)).toEqual(['hi!', 'hi friend', 'hello stranger']);
    expect(alice.dispatches(['MESSAGE_CREATE'])).toEqual([]);
    await world.emulator.control.removeRelationship(seed);
    bob.close();
    alice.close();
  });
});

describe('messages from the Discord app', () => {
  it('carry attachments, embeds, stickers, polls and threads as given, and name no application', async () => {
    const bob = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
    const sent = await world.emulator.control.sendDirectMessageFromDiscord({
      applicationId: world.fx.app.id,
      from: world.alice.id,
      to: world.bob.id,
      attachments: [{ id: '1', filename: 'map.png', size: 10 }],
      poll: { question: { text: 'which map?' }, answers: [] },
    });
    expect(sent).not.toHaveProperty('application_id');
    expect(sent).toMatchObject({ content: '', attachments: [{ filename: 'map.png' }], channel_type: 18 });
    const arrived = await bob.next((f) => f.t === 'MESSAGE_CREATE' && (f.d as Wire).id === sent.id, 'at bob');
    expect((arrived.d as Wire).poll).toEqual({ question: { text: 'which map?' }, answers: [] });
    const voice = await world.emulator.control.sendDirectMessageFromDiscord({
      applicationId: world.fx.app.id,
      from: world.alice.id,
      to: world.bob.id,
      attachments: [{ id: '2', filename: 'voice-message.ogg' }],
      voiceMessage: true,
    });
    expect(voice.flags).toBe(1 << 13);
    bob.close();
  });

  it('refuses bad input, naming the field', async () => {
    const base = { applicationId: world.fx.app.id, from: world.alice.id, to: world.bob.id };
    const refused = (input: Record<string, unknown>) =>
      world.emulator.control.sendDirectMessageFromDiscord({ ...base, ...input }).catch((e: unknown) => e);
    expect(await refused({})).toBeInstanceOf(SeedError);
    expect(String(await refused({ embeds: 'x' }))).toMatch(/message\.embeds/);
    expect(String(await refused({ embeds: [3] }))).toMatch(/message\.embeds\[0\]/);
    expect(String(await refused({ voiceMessage: true, content: 'x' }))).toMatch(/message\.voiceMessage/);
    expect(String(await refused({ to: '1' }))).toMatch(/message\.to/);
  });
});
