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
export type VoiceSettings = Required<{
    [K in NumericOption]: number;
}> & {
    dave: DaveMode;
};
/** Checks a DAVE mode (a RangeError naming `what`). */
export declare function checkDaveMode(value: unknown, what?: string): DaveMode;
/** Checks the options (a RangeError naming the field) and fills in the defaults. */
export declare function checkVoiceOptions(options?: VoiceOptions): VoiceSettings;
export {};
