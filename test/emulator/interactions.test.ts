/**
 * The emulator's side of interactions: what it refuses to deliver (permissions, Send Messages for USER
 * commands, read-repair, availability), DMs, loopback-only URLs, the answer routes' errors (10062,
 * 40060, 50035, 50006, 10015, 10008), the webhook routes, and the control API over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageResponse } from '../../src/interactions/index.js';
import { type InteractionsFixture, startInteractionsFixture } from '../interactions/fixture.js';

let fx: InteractionsFixture;
beforeAll(async () => {
  fx = await startInteractionsFixture();
  fx.commandRoutes.ping = () => messageResponse('pong');
  fx.commandRoutes.moderate = () => messageResponse('moderated');
  fx.commandRoutes['Challenge to a duel'] = () => messageResponse('duel!');
});
afterAll(async () => {
  await fx?.close();
});

async function api(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${fx.emulator.url}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : JSON.parse(text) };
}

describe('what the service refuses to deliver', () => {
  it('a member without default_member_permissions is denied; a moderator is not', async () => {
    const { carol, dave } = fx.users;
    const denied = await fx.emulator.control.invokeCommand({
      user: carol.id,
      guild: fx.guildId,
      name: 'moderate',
    });
    expect(denied).toMatchObject({
      status: 'refused',
      refusal: { reason: 'permission-denied' },
      delivery: null,
    });
    expect(denied.refusal?.message).toMatch(/^Permission Denied: .*lacks MANAGE_GUILD/);
    const allowed = await fx.emulator.control.invokeCommand({
      user: dave.id,
      guild: fx.guildId,
      name: 'moderate',
    });
    expect(allowed.response).toEqual({ type: 4, data: { content: 'moderated' } });
  });

  it('a USER command in a channel where the user cannot send messages is Permission Denied', async () => {
    const { carol, bob } = fx.users;
    const base = { user: carol.id, guild: fx.guildId, name: 'Challenge to a duel', type: 2, target: bob.id };
    const quiet = await fx.emulator.control.invokeCommand({ ...base, channel: fx.channels.quiet });
    expect(quiet.refusal?.message).toMatch(/cannot send messages in channel/);
    const general = await fx.emulator.control.invokeCommand({ ...base, channel: fx.channels.general });
    expect(general.status).toBe('answered');
  });

  it('command permission overwrites decide through canUseCommand', async () => {
    const moderate = fx.commands.find((c) => c.name === 'ping');
    if (!moderate) throw new Error('no ping command');
    const { alice } = fx.users;
    // A user-level deny of /ping for alice, straight into the emulator's permission store (setting it
    // through the API needs a user's OAuth token; the permissions tests cover that route).
    const store = fx.emulator.server.emulator.store.collection('commandPermissions');
    store.set(`${fx.app.id}:${fx.guildId}`, [
      {
        id: moderate.id,
        application_id: fx.app.id,
        guild_id: fx.guildId,
        permissions: [{ id: alice.id, type: 2, permission: false }],
      },
    ]);
    const denied = await fx.emulator.control.invokeCommand({
      user: alice.id,
      guild: fx.guildId,
      name: 'ping',
    });
    expect(denied.refusal?.message).toBe(`Permission Denied: command-level USER ${alice.id} is denied`);
    store.delete(`${fx.app.id}:${fx.guildId}`);
  });

  it('read-repair: a global command invoked with an older version is rejected', async () => {
    const ping = fx.commands.find((c) => c.name === 'ping');
    const stale = await fx.emulator.control.invokeCommand({
      user: fx.users.alice.id,
      guild: fx.guildId,
      name: 'ping',
      version: '1',
    });
    expect(stale).toMatchObject({ status: 'refused', refusal: { reason: 'stale-version' } });
    expect(stale.refusal?.message).toContain(`the current one is ${ping?.version}`);
    const current = await fx.emulator.control.invokeCommand({
      user: fx.users.alice.id,
      guild: fx.guildId,
      name: 'ping',
      version: ping?.version ?? '',
    });
    expect(current.status).toBe('answered');
  });

  it('DMs: global commands only, as `user` with context 1; bad input names the field', async () => {
    const dm = await fx.emulator.control.invokeCommand({ user: fx.users.alice.id, name: 'ping' });
    expect(dm.status).toBe('answered');
    expect(dm.payload).toMatchObject({ context: 1, user: { id: fx.users.alice.id } });
    expect(dm.payload?.member).toBeUndefined();
    await expect(
      fx.emulator.control.invokeCommand({ user: fx.users.alice.id, name: 'moderate' }),
    ).rejects.toThrow(/no command "moderate" of type 1 among global commands/);
    await expect(fx.emulator.control.invokeCommand({ user: '123', name: 'ping' })).rejects.toThrow(
      /user: no \(non-bot\) user 123/,
    );
    await expect(
      fx.emulator.control.invokeCommand({ user: fx.users.alice.id, guild: '5', name: 'ping' }),
    ).rejects.toThrow(/guild: no guild 5/);
  });

  it('interactions go to loopback URLs only', async () => {
    await expect(
      fx.emulator.control.createApplication({
        id: fx.app.id,
        interactionsUrl: 'https://example.com/interactions',
      }),
    ).rejects.toThrow(/interactionsUrl: the emulator delivers interactions to loopback addresses only/);
    await expect(
      fx.emulator.control.createApplication({ id: fx.app.id, interactionsUrl: 'http://localhost:1/x' }),
    ).rejects.toThrow(/got host "localhost"/);
  });
});

describe('the answer routes', () => {
  it('the callback checks the body (50035, 50006); webhooks follow up and edit; 10008, 10015, then 10062 after 15 minutes', async () => {
    let token = '';
    let id = '';
    const results: [number, unknown][] = [];
    fx.commandRoutes.ping = async (interaction) => {
      token = interaction.token;
      id = interaction.id;
      const path = `/api/v10/interactions/${id}/${token}/callback`;
      for (const body of [
        { type: 4, data: { content: 'x'.repeat(2001) } },
        { type: 4, data: { content: '' } },
        { type: 8, data: { choices: [] } },
      ]) {
        const answer = await api('POST', path, body);
        results.push([answer.status, answer.body.code]);
      }
      const good = await api('POST', `${path}?with_response=true`, {
        type: 4,
        data: { content: 'by callback' },
      });
      results.push([
        good.status,
        (good.body.resource as { message?: { content?: string } })?.message?.content,
      ]);
      return messageResponse('ignored');
    };
    await fx.emulator.control.invokeCommand({ user: fx.users.alice.id, guild: fx.guildId, name: 'ping' });
    expect(results).toEqual([
      [400, 50035],
      [400, 50006],
      [400, 50035],
      [200, 'by callback'],
    ]);

    const hook = `/api/v10/webhooks/${fx.app.id}/${token}`;
    expect((await api('GET', `${hook}/messages/@original`)).body.content).toBe('by callback');
    const edited = await api('PATCH', `${hook}/messages/@original`, { content: 'edited' });
    expect(edited.body).toMatchObject({ content: 'edited' });
    const followup = await api('POST', hook, { content: 'more' });
    expect(followup.status).toBe(200);
    const followupId = String(followup.body.id);
    expect((await api('PATCH', `${hook}/messages/${followupId}`, { content: 'more!' })).body.content).toBe(
      'more!',
    );
    expect((await api('DELETE', `${hook}/messages/${followupId}`)).status).toBe(204);
    expect((await api('GET', `${hook}/messages/${followupId}`)).body.code).toBe(10008);
    expect((await api('POST', hook, {})).body.code).toBe(50006);
    expect(
      (await api('POST', `/api/v10/webhooks/${fx.app.id}/not-a-token`, { content: 'x' })).body.code,
    ).toBe(10015);
    expect(
      (await api('POST', `/api/v10/interactions/${id}/not-a-token/callback`, { type: 1 })).body.code,
    ).toBe(10062);

    const record = fx.emulator.control.interaction(id);
    expect(record?.original?.content).toBe('edited');
    expect(record?.followups).toEqual([]);
    await fx.emulator.control.clock.advance(15 * 60 * 1000 + 1);
    expect((await api('POST', hook, { content: 'too late' })).body.code).toBe(10062);
  });

  it('the control API over HTTP invokes, lists and reads keys; bad input is a 400 naming the field', async () => {
    fx.commandRoutes.ping = () => messageResponse('over http');
    const invoked = await api('POST', '/_emulator/interactions/commands', {
      user: fx.users.alice.id,
      guild: fx.guildId,
      name: 'ping',
    });
    expect(invoked.status).toBe(200);
    expect(invoked.body.response).toEqual({ type: 4, data: { content: 'over http' } });
    const one = await api('GET', `/_emulator/interactions/${String(invoked.body.id)}`);
    expect(one.body.id).toBe(invoked.body.id);
    const list = await fetch(`${fx.emulator.url}/_emulator/interactions`).then(
      (r) => r.json() as Promise<unknown[]>,
    );
    expect(list.length).toBeGreaterThan(3);
    expect((await api('GET', `/_emulator/applications/${fx.app.id}/keys`)).body.publicKey).toBe(
      fx.app.verifyKey,
    );
    const bad = await api('POST', '/_emulator/interactions/autocomplete', {
      user: fx.users.alice.id,
      name: 'ping',
    });
    expect(bad).toEqual({
      status: 400,
      body: { code: 0, message: 'focused: expected the name of the option being typed' },
    });
    expect((await api('GET', '/_emulator/interactions/1')).status).toBe(404);
  });
});
