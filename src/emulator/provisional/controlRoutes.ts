/** The provisional part of the control API over HTTP (`/_emulator/provisional/*`): see control.ts. */
import type { FastifyPluginAsync } from 'fastify';
import type { ProvisionalControl } from './control.js';
import type { IdentityProviderInput, TicketInput } from './service.js';
import type { TestIdTokenInput } from './testIssuer.js';

/** The same over HTTP, under `/_emulator/provisional` (registered by the control routes). */
export function provisionalControlRoutes(
  control: ProvisionalControl,
  body: (value: unknown) => Record<string, unknown>,
): FastifyPluginAsync {
  return async (app) => {
    app.put<{ Params: { id: string } }>('/provisional/applications/:id', async (request) =>
      control.configure(request.params.id, body(request.body) as IdentityProviderInput),
    );
    app.post<{ Params: { id: string } }>('/provisional/applications/:id/id-tokens', async (request, reply) =>
      reply.code(201).send({
        id_token: await control.mintIdToken(
          request.params.id,
          body(request.body) as unknown as TestIdTokenInput,
        ),
      }),
    );
    app.post('/provisional/tickets', async (request, reply) =>
      reply
        .code(201)
        .send({ ticket: await control.mintTicket(body(request.body) as unknown as TicketInput) }),
    );
    app.put<{ Params: { userId: string } }>('/provisional/bans/:userId', async (request, reply) => {
      await control.ban(request.params.userId, true);
      return reply.code(204).send();
    });
    app.delete<{ Params: { userId: string } }>('/provisional/bans/:userId', async (request, reply) => {
      await control.ban(request.params.userId, false);
      return reply.code(204).send();
    });
    app.put('/provisional/merge-duration', async (request, reply) => {
      const { ms } = body(request.body);
      if (typeof ms !== 'number') throw new TypeError('ms: expected a number of milliseconds');
      control.setMergeDuration(ms);
      return reply.code(204).send();
    });
  };
}
