/**
 * The voice server's settings (`EmulatorOptions.voice`), checked once with a clear error naming the
 * field, and their defaults (docs/voice-server.md, "Bounds").
 */

/** Whether a call must be end-to-end encrypted (the service) or may fall back to DAVE version 0. */
export type DaveMode = 'required' | 'allowed';

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
  /**
   * End-to-end encryption (DAVE, VOICE.md §6): `'required'` (the service since March 2026: an Identify
   * without `max_dave_protocol_version` >= 1 closes 4017) or `'allowed'` (a client without DAVE is let
   * in and the call falls back to transport encryption only while it is there). Default `'required'`.
   * The control API changes it for later Identifies (`control.voice.setDaveMode`).
   */
  dave?: DaveMode | undefined;
}

type NumericOption = Exclude<keyof VoiceOptions, 'dave'>;

export type VoiceSettings = Required<{ [K in NumericOption]: number }> & { dave: DaveMode };

const NUMERIC: Required<{ [K in NumericOption]: number }> = {
  heartbeatIntervalMs: 41_250,
  resumeWindowMs: 30_000,
  identifyTimeoutMs: 20_000,
  resumeBuffer: 100,
  maxParticipants: 100,
};
/** Checks a DAVE mode (a RangeError naming `what`). */
export function checkDaveMode(value: unknown, what = 'voice.dave'): DaveMode {
  if (value !== 'required' && value !== 'allowed')
    throw new RangeError(`${what}: expected 'required' or 'allowed', received ${JSON.stringify(value)}`);
  return value;
}

/** Checks the options (a RangeError naming the field) and fills in the defaults. */
export function checkVoiceOptions(options: VoiceOptions = {}): VoiceSettings {
  const out: VoiceSettings = {
    ...NUMERIC,
    dave: options.dave === undefined ? 'required' : checkDaveMode(options.dave),
  };
  for (const key of Object.keys(NUMERIC) as NumericOption[]) {
    const value = options[key];
    if (value === undefined) continue;
    const min = key === 'heartbeatIntervalMs' ? 100 : 1;
    if (!Number.isInteger(value) || value < min || value > 86_400_000)
      throw new RangeError(`voice.${key}: expected an integer ${min}..86400000, received ${String(value)}`);
    out[key] = value;
  }
  return out;
}
