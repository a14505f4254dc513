/**
 * The voice server's settings (`EmulatorOptions.voice`), checked once with a clear error naming the
 * field, and their defaults (docs/voice-server.md, "Bounds").
 */

/** Settings of the voice server (`EmulatorOptions.voice`). */
export interface VoiceOptions {
  /** The interval Hello announces, ms. Default 41250. */
  heartbeatIntervalMs?: number | undefined;
  /** How long a participant whose WebSocket went away may resume, emulator ms. Default 30000. */
  resumeWindowMs?: number | undefined;
  /** How long a new connection may take to Identify or Resume, emulator ms. Default 20000. */
  identifyTimeoutMs?: number | undefined;
  /** Messages kept per participant for a v8 resume. Default 100. */
  resumeBuffer?: number | undefined;
  /** Participants a call holds at most (beyond, Identify closes 4020). Default 100. */
  maxParticipants?: number | undefined;
}

export type VoiceSettings = Required<{ [K in keyof VoiceOptions]: number }>;

const DEFAULTS: VoiceSettings = {
  heartbeatIntervalMs: 41_250,
  resumeWindowMs: 30_000,
  identifyTimeoutMs: 20_000,
  resumeBuffer: 100,
  maxParticipants: 100,
};
/** Checks the options (a RangeError naming the field) and fills in the defaults. */
export function checkVoiceOptions(options: VoiceOptions = {}): VoiceSettings {
  const out = { ...DEFAULTS };
  for (const key of Object.keys(DEFAULTS) as (keyof VoiceSettings)[]) {
    const value = options[key];
    if (value === undefined) continue;
    const min = key === 'heartbeatIntervalMs' ? 100 : 1;
    if (!Number.isInteger(value) || value < min || value > 86_400_000)
      throw new RangeError(`voice.${key}: expected an integer ${min}..86400000, received ${String(value)}`);
    out[key] = value;
  }
  return out;
}
