/**
 * The emulator's own direct-message routes over loopback HTTP (no SDK): who may call them, the shared
 * body and path checks (50035), the signed-in rule, authorship, and the
 * gateway dispatches to exactly the two users.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserMessages, sendUserMessage } from '../../src/api/index.js';
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
    const created = await bob.next((f) => f.t === 'MESSAGE_CREATE' && (f.d as { id?: unknown }).id === id, 'MESSAGE_CREATE');
    expect(created.d).toMatchObject({ id, channel_id: sent.body.channel_id, edited_timestamp: null });

    const edited = await api<Record<string, unknown>>(world.fx.url, `${BASE}/${world.bob.id}/${id}`, {
      method: 'PATCH',
      auth: bearer(world.tokens.alice),
      body: { content: 'hi bob!' },
    });
    expect(edited.status).toBe(200);
    expect(typeof edited.body.edited_timestamp).toBe('string');
    await bob.next((f) => f.t === 'MESSAGE_UPDATE', 'MESSAGE_UPDATE');

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
