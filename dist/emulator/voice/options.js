/**
 * The voice server's settings (`EmulatorOptions.voice`), checked once with a clear error naming the
 * field, and their defaults (docs/voice-server.md, "Bounds").
 */
const NUMERIC = {
    heartbeatIntervalMs: 41_250,
    resumeWindowMs: 30_000,
    identifyTimeoutMs: 20_000,
    resumeBuffer: 100,
    maxParticipants: 100,
};
/** Checks a DAVE mode (a RangeError naming `what`). */
export function checkDaveMode(value, what = 'voice.dave') {
    if (value !== 'required' && value !== 'allowed')
        throw new RangeError(`${what}: expected 'required' or 'allowed', received ${JSON.stringify(value)}`);
    return value;
}
/** Checks the options (a RangeError naming the field) and fills in the defaults. */
export function checkVoiceOptions(options = {}) {
    const out = {
        ...NUMERIC,
        dave: options.dave === undefined ? 'required' : checkDaveMode(options.dave),
    };
    for (const key of Object.keys(NUMERIC)) {
        const value = options[key];
        if (value === undefined)
            continue;
        const min = key === 'heartbeatIntervalMs' ? 100 : 1;
        if (!Number.isInteger(value) || value < min || value > 86_400_000)
            throw new RangeError(`voice.${key}: expected an integer ${min}..86400000, received ${String(value)}`);
        out[key] = value;
    }
    return out;
}
