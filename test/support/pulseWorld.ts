/**
 * One test file's private PulseAudio server (test/support/pulseAudio.ts), started before its tests and
 * stopped after them, and the check each device test starts with: skipped with the reason outside CI
 * when pulseaudio, pactl or the audio module is missing (in CI they must be there: the test fails).
 */
import { afterAll, beforeAll } from 'vitest';
import { audioModule } from '../../src/native/audio.js';
import { PULSE_TOOLS, type PulseServer, startPulseServer } from './pulseAudio.js';
import { missingToolsReason, type SkippableContext, skipOrFail } from './systemTools.js';

/**
 * Registers the server's start (then `setUp`, e.g. loading more sinks) and stop on the file's hooks;
 * returns `needs(ctx)`, which gives the running server or skips (or fails, in CI) the test with why not.
 */
export function usePulseServer(
  setUp: (server: PulseServer) => Promise<unknown> = async () => {},
): (ctx: SkippableContext) => PulseServer {
  let server: PulseServer | undefined;
  const unavailable =
    missingToolsReason(PULSE_TOOLS) ??
    (audioModule().module === undefined ? `audio module: ${audioModule().status.error ?? ''}` : undefined);
  beforeAll(async () => {
    if (unavailable !== undefined) return;
    server = await startPulseServer();
    server.use();
    await setUp(server);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return (ctx) => {
    if (unavailable !== undefined || server === undefined) {
      skipOrFail(ctx, unavailable ?? 'the PulseAudio server did not start');
      throw new Error('unreachable');
    }
    return server;
  };
}
