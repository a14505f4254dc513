/**
 * The console's server side, without a browser: each page's snapshot (`/_emulator/views/<page>`) shows
 * the state as it is (users with presence and relationships, sessions with their frames, lobbies, direct
 * messages, commands with localizations, interactions, OAuth, the filtered request log, settings) and
 * never a secret in full; the feed (`/_emulator/stream`) announces bus events and changes made without
 * one; and both sit behind the control API's guard.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWS } from '../../src/emulator/console/views.js';
import { type RunningEmulator, startEmulator } from '../../src/emulator/index.js';
import { type GatewayWorld, lobbyCall, RawGateway, startGatewayWorld } from '../connection/world.js';
import { rawRequest } from '../support/rawHttp.js';
import { api } from './helpers.js';

let world: GatewayWorld;
beforeAll(async () => {
  world = await startGatewayWorld();
});
afterAll(() => world.emulator.close());

// biome-ignore lint/suspicious/noExplicitAny: snapshots are read as loose JSON in these assertions
type Loose = any;

async function view(page: string, query = ''): Promise<Loose> {
  const response = await api<Loose>(world.fx.url, `/_emulator/views/${page}${query}`);
  expect(response.status, `${page}${query}`).toBe(200);
  return response.body;
}

const PAGES = Object.keys(VIEWS);

describe('page snapshots', () => {
  it('users: presence, relationships of both kinds, account kind', async () => {
    await world.emulator.control.addRelationship({
      user: world.alice.id,
      other: world.bob.id,
      kind: 'discord',
      type: 'friend',
    });
    await world.emulator.control.setPresence(world.bob.id, { status: 'dnd' });
    const { users, applications } = await view('users');
    const alice = users.find((user: Loose) => user.id === world.alice.id);
    const bob = users.find((user: Loose) => user.id === world.bob.id);
    expect(alice.account).toBe('account');
    expect(alice.relationships).toEqual([
      { userId: world.bob.id, username: 'bob', discord: 'Friend', game: {} },
    ]);
    expect(bob.presence.elsewhere).toBe('dnd');
    expect(users.some((user: Loose) => user.id === world.fx.app.botUserId)).toBe(false);
    expect(applications.map((app: Loose) => app.id)).toContain(world.fx.app.id);
  });

  it('sessions: connected, then resumable after a drop, with their last frames', async () => {
    const carol = await RawGateway.identified(world.gatewayUrl, world.tokens.carol);
    const connected = (await view('sessions')).sessions.find((s: Loose) => s.userId === world.carol.id);
    expect(connected.state).toBe('connected');
    expect(connected.frames.map((frame: Loose) => frame.t)).toContain('READY');
    world.emulator.control.gateway.drop(world.carol.id, { resumable: true });
    await carol.closedWith();
    const dropped = (await view('sessions')).sessions.find((s: Loose) => s.userId === world.carol.id);
    expect(dropped.state).toBe('resumable');
    expect(dropped.awaySince).not.toBeNull();
  });

  it('lobbies and direct messages: members, metadata, the latest messages', async () => {
    const lobby = await lobbyCall<{ id: string }>(world, world.bot, 'POST', '/lobbies', {
      metadata: { mode: 'duel' },
      members: [{ id: world.alice.id, metadata: { team: 'red' } }, { id: world.bob.id }],
    });
    await world.emulator.control.act.sendLobbyMessage({
      userId: world.bob.id,
      lobbyId: lobby.id,
      content: 'gg',
    });
    const shown = (await view('lobbies')).lobbies.find((l: Loose) => l.id === lobby.id);
    expect(shown.metadata).toEqual({ mode: 'duel' });
    expect(shown.members.map((m: Loose) => [m.username, m.metadata])).toEqual([
      ['alice', { team: 'red' }],
      ['bob', null],
    ]);
    expect(shown.messages.map((m: Loose) => [m.author, m.content])).toEqual([['bob', 'gg']]);

    await world.emulator.control.act.sendDirectMessage({
      userId: world.alice.id,
      applicationId: world.fx.app.id,
      recipientId: world.bob.id,
      content: 'rematch?',
    });
    const conversation = (await view('direct-messages')).conversations[0];
    expect(conversation.users.map((u: Loose) => u.username).sort()).toEqual(['alice', 'bob']);
    expect(conversation.messages.at(-1)).toMatchObject({
      author: 'alice',
      content: 'rematch?',
      invite: null,
    });
  });

  it('applications: commands as the service returns them, localizations included; secrets redacted', async () => {
    const created = await api(world.fx.url, `/api/v10/applications/${world.fx.app.id}/commands`, {
      method: 'POST',
      auth: world.bot,
      body: {
        name: 'color',
        description: 'pick a color',
        name_localizations: { fr: 'couleur' },
        description_localizations: { fr: 'choisir une couleur' },
      },
    });
    expect(created.status).toBe(201);
    const app = (await view('applications')).applications.find((a: Loose) => a.id === world.fx.app.id);
    const global = app.commands.find((scope: Loose) => scope.scope === 'global');
    expect(global.commands[0]).toMatchObject({
      name: 'color',
      name_localizations: { fr: 'couleur' },
      description_localizations: { fr: 'choisir une couleur' },
    });
    expect(app.clientSecret).toMatch(/^.{4}… \(\d+ chars\)$/);
    expect(app.botToken).toMatch(/^.{4}… \(\d+ chars\)$/);
  });

  it('interactions: the record without its token hash, with timing', async () => {
    const record = await world.emulator.control.invokeCommand({ user: world.alice.id, name: 'color' });
    const shown = (await view('interactions')).interactions[0];
    expect(shown.id).toBe(record.id);
    expect(shown.status).toBe(record.status);
    expect(shown.username).toBe('alice');
    expect(shown).not.toHaveProperty('tokenHash');
    expect('answeredInMs' in shown).toBe(true);
  });

  it('oauth: grants and tokens named by the start of their hash', async () => {
    const { grants, tokens } = await view('oauth');
    expect(grants.some((grant: Loose) => grant.userId === world.alice.id && grant.revokedAt === null)).toBe(
      true,
    );
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(token.hash).toMatch(/^.{10}…$/);
  });

  it('no page shows a token, a client secret, a bot token or a key in full', async () => {
    const secrets = [
      world.tokens.alice,
      world.tokens.bob,
      world.tokens.carol,
      world.fx.app.clientSecret,
      world.fx.app.botToken,
      world.fx.publicApp.clientSecret,
      world.fx.app.privateKeyPem,
    ];
    const stored = [...world.emulator.server.emulator.store.tokens.keys()];
    for (const page of PAGES) {
      const text = JSON.stringify(await view(page));
      for (const secret of [...secrets, ...stored]) expect(text, page).not.toContain(secret);
    }
  });

  it('requests: filtered by method, path, status class and kind, newest first', async () => {
    await api(world.fx.url, '/api/v10/users/@me', { auth: `Bearer ${world.tokens.alice}` });
    await api(world.fx.url, '/api/v10/users/@me');
    const unauthorized = await view('requests', '?path=users/@me&status=4xx');
    expect(unauthorized.entries.length).toBeGreaterThan(0);
    for (const entry of unauthorized.entries) expect(entry.status).toBe(401);
    const ok = await view('requests', '?method=get&path=/users/@me&status=200');
    expect(ok.entries[0]).toMatchObject({ method: 'GET', status: 200, auth: 'bearer' });
    const frames = await view('requests', '?kind=ws&limit=5');
    expect(frames.entries.length).toBeGreaterThan(0);
    expect(frames.entries.every((entry: Loose) => entry.method === 'WS')).toBe(true);
    const seqs = frames.entries.map((entry: Loose) => entry.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
  });

  it('names the bad filter and the unknown page', async () => {
    const status = await api<Loose>(world.fx.url, '/_emulator/views/requests?status=oops');
    expect(status.status).toBe(400);
    expect(status.body.message).toMatch(/^status: /);
    const limit = await api<Loose>(world.fx.url, '/_emulator/views/requests?limit=0');
    expect(limit.status).toBe(400);
    expect(limit.body.message).toMatch(/^limit: /);
    const page = await api<Loose>(world.fx.url, '/_emulator/views/tokens');
    expect(page.status).toBe(404);
    expect(page.body.message).toContain('users, sessions, lobbies');
    const inherited = await api<Loose>(world.fx.url, '/_emulator/views/toString');
    expect(inherited.status).toBe(404);
  });

  it('settings: faults, rate limits, consent, the clock', async () => {
    const rule = world.emulator.control.faults.add({ path: '/api/v10/lobbies/*', status: 503, times: 2 });
    await world.emulator.control.setConsent('approve', world.bob.id);
    const settings = await view('settings');
    expect(settings.faults).toEqual([expect.objectContaining({ id: rule.id, status: 503, remaining: 2 })]);
    expect(settings.consent).toEqual({ mode: 'approve', userId: world.bob.id });
    expect(settings.rateLimits.active).toBe(false);
    expect(settings.clock.now).toBeTypeOf('number');
    world.emulator.control.faults.clear();
    await world.emulator.control.setConsent('page');
  });
});

/** An open event stream: its messages as they arrive, and a bounded wait for the next that matches. */
class Stream {
  readonly messages: { event: string; data: Loose }[] = [];
  #buffer = '';
  #waiters: (() => void)[] = [];

  constructor(readonly response: IncomingMessage) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      this.#buffer += chunk;
      let end = this.#buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = this.#buffer.slice(0, end);
        this.#buffer = this.#buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(block)?.[1];
        this.messages.push({ event, data: data === undefined ? null : JSON.parse(data) });
        end = this.#buffer.indexOf('\n\n');
      }
      for (const wake of this.#waiters.splice(0)) wake();
    });
  }

  /** The first message from `from` on that matches; fails after 5 s naming `what`. */
  async next(what: string, match: (message: { event: string; data: Loose }) => boolean, from = 0) {
    const deadline = AbortSignal.timeout(5000);
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      await new Promise<void>((resolve, reject) => {
        this.#waiters.push(resolve);
        deadline.addEventListener('abort', () => reject(new Error(`timed out waiting for ${what}`)), {
          once: true,
        });
      });
    }
  }

  close(): void {
    this.response.destroy();
  }
}

function openStream(
  emulator: RunningEmulator,
  headers: Record<string, string> = {},
): Promise<{ status: number; stream: Stream }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: emulator.port, path: '/_emulator/stream', headers },
      (res) => resolve({ status: res.statusCode ?? 0, stream: new Stream(res) }),
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the live feed', () => {
  it('announces bus events by type (never their data) and changes made without an event', async () => {
    const { status, stream } = await openStream(world.emulator);
    try {
      expect(status).toBe(200);
      expect(stream.response.headers['content-type']).toMatch(/^text\/event-stream/);
      await stream.next('ready', (m) => m.event === 'ready');
      const lobby = await lobbyCall<{ id: string }>(world, world.bot, 'POST', '/lobbies', {
        members: [{ id: world.alice.id }],
      });
      const from = stream.messages.length;
      await world.emulator.control.act.sendLobbyMessage({
        userId: world.alice.id,
        lobbyId: lobby.id,
        content: 'secret plans',
      });
      const change = await stream.next(
        'LOBBY_MESSAGE_CREATE',
        (m) => m.event === 'change' && m.data.events.some((e: Loose) => e.type === 'LOBBY_MESSAGE_CREATE'),
        from,
      );
      expect(change.data.parts).toContain('events');
      expect(JSON.stringify(change.data)).not.toContain('secret plans');

      const before = stream.messages.length;
      world.emulator.control.faults.add({ path: '/nowhere', status: 500 });
      await stream.next(
        'a settings change',
        (m) => m.event === 'change' && m.data.parts.includes('settings'),
        before,
      );
      world.emulator.control.faults.clear();
    } finally {
      stream.close();
    }
  });
});

describe('behind the control API guard', () => {
  it('refuses a foreign Origin on the stream, the snapshots and the page, and a foreign Host', async () => {
    const foreign = await openStream(world.emulator, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    foreign.stream.close();
    for (const path of ['/_emulator/views/users', '/_emulator/ui']) {
      const refused = await api(world.fx.url, path, { headers: { origin: 'http://127.0.0.1:1' } });
      expect(refused.status, path).toBe(403);
    }
    const rebinding = await openStream(world.emulator, { host: 'evil.example' });
    expect(rebinding.status).toBe(400);
    rebinding.stream.close();
  });

  it('refuses a cross-site form post of an action and sends nothing', async () => {
    const before = world.emulator.control.events({ type: 'MESSAGE_CREATE' }).length;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const refused = await api(world.fx.url, '/_emulator/act/direct-messages', {
        method: 'POST',
        headers: { 'content-type': type },
        raw: JSON.stringify({
          userId: world.alice.id,
          applicationId: world.fx.app.id,
          recipientId: world.bob.id,
          content: 'forged',
        }),
      });
      expect(refused.status).toBe(415);
    }
    expect(world.emulator.control.events({ type: 'MESSAGE_CREATE' })).toHaveLength(before);
  });

  describe('with a control token', () => {
    const token = 'console-test-token-0123456789';
    let guarded: RunningEmulator;
    beforeAll(async () => {
      guarded = await startEmulator({ rateLimits: false, controlToken: token });
    });
    afterAll(() => guarded.close());

    it('serves the page without it, but no snapshot, stream or action', async () => {
      const html = await fetch(`${guarded.url}/_emulator/ui`);
      expect(html.status).toBe(200);
      expect(html.headers.get('content-type')).toMatch(/^text\/html/);
      expect(html.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(await html.text()).not.toContain(token);
      expect((await fetch(`${guarded.url}/_emulator/ui/console.js`)).status).toBe(200);
      expect((await api(guarded.url, '/_emulator/views/users')).status).toBe(401);
      const stream = await openStream(guarded);
      expect(stream.status).toBe(401);
      stream.stream.close();
      expect((await api(guarded.url, '/_emulator/act/invites', { method: 'POST', body: {} })).status).toBe(
        401,
      );
      const authorized = await api(guarded.url, '/_emulator/views/users', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(authorized.status).toBe(200);
    });

    it('does not let a path through the files reach the state', async () => {
      for (const path of [
        '/_emulator/ui/../state',
        '/_emulator/ui/%2e%2e/state',
        '/_emulator/ui/..%2fstate',
      ]) {
        const answer = await rawRequest(guarded.port, { path });
        expect(answer.status, path).not.toBe(200);
        expect(answer.body, path).not.toContain('clientSecret');
      }
    });
  });
});
