/**
 * The handler mounted in fastify, as the README says: a buffer content parser keeps the signed bytes;
 * without one, fastify has parsed the body and the handler says how to mount it instead of guessing.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInteractionHandler, messageResponse } from '../../src/interactions/index.js';
import { type InteractionsFixture, startInteractionsFixture } from './fixture.js';

let fx: InteractionsFixture;
let server: FastifyInstance;
const errors: Error[] = [];
beforeAll(async () => {
  fx = await startInteractionsFixture();
  const handler = createInteractionHandler({
    publicKey: fx.app.verifyKey,
    transport: fx.transport,
    now: () => fx.emulator.control.clock.now(),
    commands: { ping: () => messageResponse('pong from fastify') },
    onError: (error) => errors.push(error),
  });
  server = Fastify();
  await server.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post('/interactions', (request, reply) => {
      reply.hijack();
      handler(request.raw, reply.raw, request.body);
    });
  });
  // Mounted behind fastify's own JSON parser: the signed bytes are gone.
  server.post('/parsed', (request, reply) => {
    reply.hijack();
    handler(request.raw, reply.raw);
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server?.close();
  await fx?.close();
});

/** Points the app's interactions URL at `path` of the fastify server and invokes /ping there. */
async function pingAt(path: string) {
  const { port } = server.server.address() as { port: number };
  await fx.emulator.control.createApplication({
    id: fx.app.id,
    interactionsUrl: `http://127.0.0.1:${port}${path}`,
  });
  return fx.emulator.control.invokeCommand({ user: fx.users.alice.id, guild: fx.guildId, name: 'ping' });
}

describe('createInteractionHandler in fastify', () => {
  it('answers a command delivered by the emulator through a buffer content parser', async () => {
    const record = await pingAt('/interactions');
    expect(record.response).toEqual({ type: 4, data: { content: 'pong from fastify' } });
  });

  it('refuses a body another parser already consumed, saying how to mount the handler', async () => {
    const record = await pingAt('/parsed');
    expect(record).toMatchObject({ status: 'failed', failure: 'the app answered HTTP 500' });
    expect(errors.at(-1)?.message).toMatch(/mount the handler before any JSON body parser/);
  });
});
