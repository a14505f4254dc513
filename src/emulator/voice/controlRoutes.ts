/**
 * `/_emulator/voice/*`: the voice control calls over HTTP (voice/control.ts). Bad input answers 400
 * naming the field, like the rest of the control API.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { VoiceControl } from './control.js';
import type { NetworkFaultsInput } from './netFaults.js';
import type { DaveMode } from './options.js';

type Body = Record<string, unknown>;

export function voiceControlRoutes(voice: VoiceControl, body: (value: unknown) => Body): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.get('/voice/calls', async () => voice.calls());
    app.get<{ Params: { id: string } }>('/voice/calls/:id', async (request, reply) => {
      const call = voice.call(request.params.id);
      return call === undefined ? reply.code(404).send({ code: 0, message: 'no such call' }) : call;
    });
    app.get('/voice/stats', async () => voice.stats());
    app.get<{ Params: { id: string; userId: string } }>('/voice/calls/:id/relayed/:userId', async (request) =>
      voice.relayed(request.params.id, request.params.userId).map((payload) => payload.toString('base64')),
    );
    app.get('/voice/ca', async (_request, reply) => {
      const ca = await voice.certificateAuthority();
      return reply.header('content-type', 'application/x-pem-file').send(ca.pem);
    });
    app.get('/voice/ca.json', async () => voice.certificateAuthority());
    app.post('/voice/mute', async (request) => {
      const b = body(request.body);
      return { ok: await voice.mute(b.serverId as string, b.userId as string, (b.muted ?? true) as boolean) };
    });
    app.post('/voice/deafen', async (request) => {
      const b = body(request.body);
      return {
        ok: await voice.deafen(b.serverId as string, b.userId as string, (b.deafened ?? true) as boolean),
      };
    });
    app.post('/voice/disconnect', async (request) => {
      const b = body(request.body);
      return { ok: await voice.disconnect(b.serverId as string, b.userId as string) };
    });
    app.post<{ Params: { id: string } }>('/voice/calls/:id/move', async (request) => ({
      endpoint: await voice.move(request.params.id),
    }));
    app.put<{ Params: { id: string } }>('/voice/calls/:id/faults', async (request) => ({
      faults: voice.setFaults(request.params.id, body(request.body) as NetworkFaultsInput),
    }));
    app.delete<{ Params: { id: string } }>('/voice/calls/:id/faults', async (request) => ({
      faults: voice.setFaults(request.params.id, null),
    }));
    app.post<{ Params: { id: string } }>('/voice/calls/:id/end', async (request) => ({
      ok: voice.end(request.params.id),
    }));
    app.post<{ Params: { id: string } }>('/voice/calls/:id/drop', async (request) => ({
      ok: voice.dropSocket(request.params.id, body(request.body).userId as string),
    }));
    app.put('/voice/withheld', async (request) => {
      const b = body(request.body);
      return { withheld: voice.withholdServerUpdates(b.serverId as string, (b.withheld ?? true) as boolean) };
    });
    app.post('/voice/crash', async () => ({ closed: voice.crash() }));
    app.get('/voice/settings', async () => ({ dave: voice.daveMode() }));
    app.put('/voice/settings', async (request) => ({
      dave: voice.setDaveMode(body(request.body).dave as DaveMode),
    }));
  };
}
