/**
 * `/_emulator/voice/*`: the voice control calls over HTTP (voice/control.ts). Bad input answers 400
 * naming the field, like the rest of the control API.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { VoiceControl } from './control.js';
type Body = Record<string, unknown>;
export declare function voiceControlRoutes(voice: VoiceControl, body: (value: unknown) => Body): FastifyPluginAsync;
export {};
