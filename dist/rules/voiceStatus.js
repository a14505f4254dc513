/** Set Voice Channel Status body (SERVICE.md "Set Voice Channel Status"): `status`, up to 500 characters. */
import { Limits } from '../model/limits.js';
import { FieldChecker } from './fields.js';
const STATUS_KEYS = new Set(['status']);
/** `status`: a string of at most 500 characters (code points), or null (or absent) to clear it. */
export function validateVoiceStatusBody(body, options = {}) {
    const c = new FieldChecker(options.unknownFields);
    const fields = c.object(body, STATUS_KEYS, 'a voice channel status');
    const status = c.optionalString(fields.status, ['status'], 0, Limits.VOICE_CHANNEL_STATUS_MAX);
    return { value: { status: status ?? null }, issues: c.issues };
}
