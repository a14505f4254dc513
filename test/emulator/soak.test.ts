/**
 * Soak: several clients load the emulator (sign-ins, command writes, lobby messages) while it is killed
 * with SIGKILL and restarted from its data file in the middle. Nothing acknowledged is lost, the file
 * loads, and every client recovers. Short by default; `SOCIAL_SDK_SOAK_SECONDS` makes it longer (CI runs
 * it for 30 s). Traffic stays on 127.0.0.1 and every loop is bounded in time.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/native/loader.js';
import { retryingFetch, startEmulatorChild } from '../support/emulatorChild.js';
import { useTempDir } from './helpers.js';

const SECONDS = Number(process.env.SOCIAL_SDK_SOAK_SECONDS ?? '4');
const CLIENTS = 3;
/** The kill comes once this many messages are acknowledged: traffic in full flow on every client. */
const KILL_AFTER_MESSAGES = 4 * CLIENTS;
const temp = useTempDir('emulator-soak-');

interface World {
  appId: string;
  clientSecret: string;
  botToken: string;
  userId: string;
  guildId: string;
}

describe('soak with a kill -9 and a restart from --data', () => {
  it(
    `${CLIENTS} clients for ${SECONDS} s: nothing acknowledged lost, every client recovers`,
    async () => {
      const dataFile = temp('soak.json');
      const fixtures = temp('fixtures.json');
      writeFileSync(
        fixtures,
        JSON.stringify({
          users: [{ username: 'soaker' }],
          applications: [{ name: 'Soak', redirectUris: ['http://127.0.0.1/callback'] }],
          guilds: [{ name: 'Soak Guild' }],
        }),
      );
      const args = ['--data', dataFile, '--fixtures', fixtures, '--no-rate-limits'];
      let { child, port } = await startEmulatorChild(PACKAGE_ROOT, args);
      const base = `http://127.0.0.1:${port}`;

      /** One request, retried while the emulator is down (bounded by the soak's end + 30 s). */
      const giveUpAt = Date.now() + SECONDS * 1000 + 30_000;
      const call = retryingFetch(base, giveUpAt);

      const state = (await (await call('/_emulator/state')).json()) as {
        collections: Record<string, [string, Record<string, unknown>][]>;
      };
      const [app] = state.collections.applications ?? [];
      const user = (state.collections.users ?? []).find(([, u]) => u.bot === false);
      const [guild] = state.collections.guilds ?? [];
      if (!app || !user || !guild) throw new Error('fixtures missing');
      const world: World = {
        appId: app[0],
        clientSecret: String(app[1].clientSecret),
        botToken: String(app[1].botToken),
        userId: user[0],
        guildId: guild[0],
      };
      await call('/_emulator/consent', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'approve', userId: world.userId }),
      });

      const basic = `Basic ${Buffer.from(`${world.appId}:${world.clientSecret}`).toString('base64')}`;
      /** A user token by the authorization-code flow; undefined when a step was cut by the kill. */
      async function signIn(): Promise<string | undefined> {
        const authorize = new URL('/oauth2/authorize', base);
        authorize.search = new URLSearchParams({
          client_id: world.appId,
          response_type: 'code',
          scope: 'identify sdk.social_layer',
          state: `state-${Math.random()}`,
          redirect_uri: 'http://127.0.0.1/callback',
        }).toString();
        const code = new URL(
          (await call(authorize.pathname + authorize.search)).headers.get('location') ?? 'x:/',
        ).searchParams.get('code');
        if (!code) return undefined;
        const token = await call('/api/oauth2/token', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: 'http://127.0.0.1/callback',
          }).toString(),
        });
        if (token.status !== 200) return undefined; // a code issued just before the kill may be gone
        return ((await token.json()) as { access_token: string }).access_token;
      }

      const acknowledged = {
        tokens: [] as string[],
        messages: [] as string[],
        commands: new Map<string, number>(),
      };
      let errors = 0;
      let trafficFlowing: () => void = () => undefined;
      const flowing = new Promise<void>((resolve) => {
        trafficFlowing = resolve;
      });
      const end = Date.now() + SECONDS * 1000;
      const client = async (n: number): Promise<void> => {
        let token: string | undefined;
        let lobbyId: string | undefined;
        for (let i = 0; Date.now() < end; i += 1) {
          if (token === undefined || i % 10 === 0) {
            token = await signIn();
            if (token !== undefined) acknowledged.tokens.push(token);
            continue;
          }
          if (lobbyId === undefined) {
            const lobby = await call('/api/v10/lobbies', {
              method: 'PUT',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ secret: 'soak-lobby' }),
            });
            if (lobby.ok) lobbyId = ((await lobby.json()) as { id: string }).id;
            continue;
          }
          const name = `soak-${n}-${i % 5}`;
          const command = await call(
            `/api/v10/applications/${world.appId}/guilds/${world.guildId}/commands`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bot ${world.botToken}` },
              body: JSON.stringify({ name, description: `write ${i}` }),
            },
          );
          if (command.ok) acknowledged.commands.set(name, i);
          else errors += 1;
          const message = await call(`/api/v10/lobbies/${lobbyId}/messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ content: `client ${n} message ${i}` }),
          });
          if (message.ok) {
            acknowledged.messages.push(((await message.json()) as { id: string }).id);
            if (acknowledged.messages.length === KILL_AFTER_MESSAGES) trafficFlowing();
          } else errors += 1;
        }
      };

      const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
      // Kill once traffic flows (a few messages acknowledged), wherever the emulator is then (mid-request,
      // mid-save), and restart on the same port. Should the clients finish first, the kill comes after.
      await Promise.race([flowing, Promise.all(clients)]);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      ({ child } = await startEmulatorChild(PACKAGE_ROOT, [...args, '--port', String(port)]));
      try {
        await Promise.all(clients);
        const after = await (await call('/_emulator/state')).text();
        const lost = acknowledged.messages.filter((id) => !after.includes(`"${id}"`));
        expect(lost).toEqual([]);
        for (const [name, i] of acknowledged.commands) {
          const listed = (await (
            await call(`/api/v10/applications/${world.appId}/guilds/${world.guildId}/commands`, {
              headers: { authorization: `Bot ${world.botToken}` },
            })
          ).json()) as { name: string; description: string }[];
          const stored = listed.find((command) => command.name === name);
          expect(Number(stored?.description.replace('write ', '') ?? -1), name).toBeGreaterThanOrEqual(i);
        }
        // Every token handed out before the kill still signs its user in.
        for (const token of acknowledged.tokens.slice(0, 5)) {
          const me = await call('/api/v10/users/@me', { headers: { authorization: `Bearer ${token}` } });
          expect(me.status).toBe(200);
        }
        expect(acknowledged.messages.length).toBeGreaterThan(CLIENTS);
        // Writes refused by the service itself (not the outage) would hide a bug.
        expect(errors).toBe(0);
      } finally {
        child.kill('SIGTERM');
      }
    },
    120_000 + SECONDS * 1000,
  );
});
