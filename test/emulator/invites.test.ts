/**
 * Rich presence and activity invites in the emulator, with raw WebSocket clients and plain HTTP: op 3's
 * activity reaches a friend as PRESENCE_UPDATE in snake_case without its secrets (and nobody else), the
 * request log and the event bus show no secret, an invite is a direct message with an `activity` object,
 * only its receiver gets the secret, an op 3 activity that breaks the shared rules closes 4002 naming the
 * field, and the invite routes are the emulator's own (absent from the OpenAPI description).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/emulator/records.js';
import {
  type GatewayWorld,
  RawGateway,
  SOCIAL_SCOPES,
  startGatewayWorld,
  until,
} from '../connection/world.js';
import { operationTemplate } from '../support/openapi.js';
import { api, signIn } from './helpers.js';

let world: GatewayWorld;
const open: RawGateway[] = [];

beforeAll(async () => {
  world = await startGatewayWorld();
});
afterAll(async () => {
  for (const raw of open) raw.terminate();
  await world.emulator.close();
});

let made = 0;
async function player(name: string): Promise<{ user: UserRecord; token: string; raw: RawGateway }> {
  const user = await world.emulator.control.createUser({ username: `${name}${++made}` });
  const token = (await signIn(world.fx, SOCIAL_SCOPES, user.id)).access_token as string;
  const raw = await RawGateway.identified(world.emulator.control.gateway.url(), token);
  open.push(raw);
  return { user, token, raw };
}

const SECRET = 'very-secret-join-7';
const activity = {
  name: 'anything',
  type: 0,
  state: 'In lobby',
  party: { id: 'party-7', size: [1, 4] },
  secrets: { join: SECRET },
  timestamps: { start: 1_700_000_000_000 },
};

describe('rich presence on the gateway', () => {
  it("op 3's activity reaches friends only, in snake_case, named by the service, without its secrets", async () => {
    const ann = await player('ann');
    const bo = await player('bo');
    const cy = await player('cy');
    await world.emulator.control.addRelationship({
      user: ann.user.id,
      other: bo.user.id,
      kind: 'discord',
      type: 'friend',
    });
    const since = world.emulator.control.requests().at(-1)?.seq ?? 0;
    ann.raw.send({ op: 3, d: { since: null, status: 'online', afk: false, activities: [activity] } });
    const update = await bo.raw.next(
      (f) => f.t === 'PRESENCE_UPDATE' && (f.d as { activities: unknown[] }).activities.length > 0,
      'the activity',
    );
    const [seen] = (update.d as { activities: Record<string, unknown>[] }).activities;
    expect(seen).toEqual({
      ...activity,
      name: world.fx.app.name,
      application_id: world.fx.app.id,
      secrets: undefined,
    });
    expect(seen).not.toHaveProperty('secrets');
    // A barrier for the stranger: a later dispatch of theirs arrives, and no presence of ann before it.
    await world.emulator.control.updateUser(cy.user.id, { global_name: 'Cy' });
    await cy.raw.next((f) => f.t === 'USER_UPDATE', 'barrier');
    expect(
      cy.raw.dispatches(['PRESENCE_UPDATE']).filter((d) => (d.d.user as { id: string }).id === ann.user.id),
    ).toEqual([]);
    // The command is logged with its secrets redacted; the bus carries none.
    const logged = world.emulator.control.requests(since).filter((e) => e.frame?.op === 3);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).toContain('[redacted]');
    expect(JSON.stringify(world.emulator.control.requests())).not.toContain(SECRET);
    expect(JSON.stringify(world.emulator.control.events())).not.toContain(SECRET);
    // Nor the persisted state (what the data file holds).
    const state = await fetch(`${world.emulator.url}/_emulator/state`).then((r) => r.text());
    expect(state).toContain(ann.user.id);
    expect(state).not.toContain(SECRET);
  });

  it('an activity that breaks the rules closes 4002, naming the field', async () => {
    const dee = await player('dee');
    dee.raw.send({
      op: 3,
      d: {
        since: null,
        status: 'online',
        afk: false,
        activities: [{ name: 'x', buttons: [{ label: '', url: 'https://a' }] }],
      },
    });
    await until(() => dee.raw.closed !== undefined, 'the close');
    expect(dee.raw.closed?.code).toBe(4002);
    expect(dee.raw.closed?.reason).toContain('d.activities[0].buttons[0].label');
  });
});

describe('activity invites over HTTP', () => {
  it('an invite is a message with an activity object; only its receiver gets the secret', async () => {
    const eli = await player('eli');
    const fay = await player('fay');
    const gus = await player('gus');
    await world.emulator.control.addRelationship({
      user: eli.user.id,
      other: fay.user.id,
      kind: 'discord',
      type: 'friend',
    });
    eli.raw.send({ op: 3, d: { since: null, status: 'online', afk: false, activities: [activity] } });
    await fay.raw.next(
      (f) => f.t === 'PRESENCE_UPDATE' && (f.d as { activities: unknown[] }).activities.length > 0,
      'activity',
    );
    const sent = await api<{ id: string; activity: Record<string, unknown>; content: string }>(
      world.emulator.url,
      `/api/v10/users/@me/activity-invites/${fay.user.id}`,
      { method: 'POST', auth: `Bearer ${eli.token}`, body: { content: 'join us' } },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.content).toBe('join us');
    expect(sent.body.activity).toMatchObject({
      type: 1,
      party_id: 'party-7',
      application_id: world.fx.app.id,
      is_valid: true,
    });
    const created = await fay.raw.next((f) => f.t === 'MESSAGE_CREATE', 'the invite message');
    expect(JSON.stringify(created.d)).not.toContain(SECRET);

    const accept = (token: string) =>
      api<{ secret?: string; code?: number }>(
        world.emulator.url,
        `/api/v10/users/@me/activity-invites/${sent.body.id}/accept`,
        {
          method: 'POST',
          auth: `Bearer ${token}`,
        },
      );
    expect((await accept(gus.token)).status).toBe(404);
    expect((await accept(eli.token)).status).toBe(404);
    const accepted = await accept(fay.token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ application_id: world.fx.app.id, secret: SECRET });
    expect(JSON.stringify(world.emulator.control.requests())).not.toContain(SECRET);
  });

  it("the invite routes are the emulator's own: the OpenAPI description has none of them", () => {
    for (const path of [
      '/api/v10/users/@me/activity-invites/1',
      '/api/v10/users/@me/activity-join-requests/1',
      '/api/v10/users/@me/activity-invites/1/accept',
    ])
      expect(operationTemplate('POST', path), path).toBeUndefined();
  });
});
