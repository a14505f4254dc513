/**
 * What a client may send on the voice gateway, checked at the edge before anything trusts it (VOICE.md
 * §4): the envelope (`{ op, d }` JSON, an integer opcode), then each opcode's fields and types. A failed
 * check says which field and the close code it deserves; it never quotes a value (Identify and Resume
 * carry a token).
 */
import { VoiceCloseCode, VoiceOpcode } from '../../model/voice.js';
import { opFrame } from '../../rules/gateway.js';
import { isRecord } from '../../rules/validateCore.js';
const SNOWFLAKE = /^\d{1,20}$/;
const TEXT_ID = /^[\x21-\x7e]{1,256}$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const fail = (code, reason) => ({ ok: false, code, reason });
const decode = (reason) => fail(VoiceCloseCode.FailedToDecode, reason);
const isUint = (value, max) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
/** `seq_ack`: absent, null or -1 (nothing seen), else a sequence number. */
function seqAck(value) {
    if (value === undefined || value === null || value === -1)
        return null;
    return isUint(value, Number.MAX_SAFE_INTEGER) ? value : undefined;
}
/** Checks a text frame; `identified` says whether Identify (or Resume) was accepted on this connection. */
export function checkVoiceFrame(text, identified) {
    const parsed = opFrame(text);
    if (typeof parsed === 'string')
        return decode(parsed);
    const { op } = parsed;
    const { d } = parsed.value;
    const needsSession = op !== VoiceOpcode.Identify && op !== VoiceOpcode.Resume && op !== VoiceOpcode.Heartbeat;
    switch (op) {
        case VoiceOpcode.Identify: {
            if (!isRecord(d))
                return decode('d: expected an object');
            for (const key of ['server_id', 'user_id'])
                if (typeof d[key] !== 'string' || !SNOWFLAKE.test(d[key]))
                    return decode(`d.${key}: expected a snowflake string`);
            if (typeof d.session_id !== 'string' || !TEXT_ID.test(d.session_id))
                return decode('d.session_id: expected 1 to 256 visible ASCII characters');
            if (typeof d.token !== 'string' || !TEXT_ID.test(d.token))
                return decode('d.token: expected 1 to 256 visible ASCII characters');
            const dave = d.max_dave_protocol_version ?? 0;
            if (!isUint(dave, 255))
                return decode('d.max_dave_protocol_version: expected an integer 0..255');
            return {
                ok: true,
                frame: {
                    op,
                    d: {
                        server_id: d.server_id,
                        user_id: d.user_id,
                        session_id: d.session_id,
                        token: d.token,
                        max_dave_protocol_version: dave,
                    },
                },
            };
        }
        case VoiceOpcode.Resume: {
            if (!isRecord(d))
                return decode('d: expected an object');
            if (typeof d.server_id !== 'string' || !SNOWFLAKE.test(d.server_id))
                return decode('d.server_id: expected a snowflake string');
            if (typeof d.session_id !== 'string' || !TEXT_ID.test(d.session_id))
                return decode('d.session_id: expected 1 to 256 visible ASCII characters');
            if (typeof d.token !== 'string' || !TEXT_ID.test(d.token))
                return decode('d.token: expected 1 to 256 visible ASCII characters');
            const ack = seqAck(d.seq_ack);
            if (ack === undefined)
                return decode('d.seq_ack: expected a sequence number, -1 or nothing');
            return {
                ok: true,
                frame: { op, d: { server_id: d.server_id, session_id: d.session_id, token: d.token, seqAck: ack } },
            };
        }
        case VoiceOpcode.Heartbeat: {
            // v8: `{ t, seq_ack }`; before: `d` is the nonce itself.
            if (isRecord(d)) {
                const ack = seqAck(d.seq_ack);
                if (ack === undefined)
                    return decode('d.seq_ack: expected a sequence number, -1 or nothing');
                if (d.t !== undefined && typeof d.t !== 'number' && typeof d.t !== 'string')
                    return decode('d.t: expected a number');
                return { ok: true, frame: { op, d: { nonce: d.t ?? null, seqAck: ack } } };
            }
            if (d !== undefined && d !== null && typeof d !== 'number' && typeof d !== 'string')
                return decode('d: expected a nonce (a number) or { t, seq_ack }');
            if (typeof d === 'string' && d.length > 64)
                return decode('d: a nonce of at most 64 characters');
            return { ok: true, frame: { op, d: { nonce: d ?? null, seqAck: null } } };
        }
        default:
            break;
    }
    if (needsSession &&
        !identified &&
        (op === VoiceOpcode.SelectProtocol ||
            op === VoiceOpcode.Speaking ||
            op === VoiceOpcode.Video ||
            op === VoiceOpcode.MediaSinkWants ||
            op === VoiceOpcode.VoiceBackendVersion ||
            op === VoiceOpcode.DaveTransitionReady ||
            op === VoiceOpcode.DaveMlsInvalidCommitWelcome))
        return fail(VoiceCloseCode.NotAuthenticated, `op: ${op} sent before Identify`);
    switch (op) {
        case VoiceOpcode.SelectProtocol: {
            if (!isRecord(d))
                return decode('d: expected an object');
            if (typeof d.protocol !== 'string' || d.protocol.length > 32)
                return decode('d.protocol: expected a string');
            if (d.protocol !== 'udp')
                return fail(VoiceCloseCode.UnknownProtocol, 'd.protocol: only "udp" is served');
            const data = d.data;
            if (!isRecord(data))
                return decode('d.data: expected an object with address, port and mode');
            if (typeof data.address !== 'string' || !IPV4.test(data.address))
                return decode('d.data.address: expected an IPv4 address');
            if (!isUint(data.port, 65_535) || data.port === 0)
                return decode('d.data.port: expected a port 1..65535');
            if (typeof data.mode !== 'string' || data.mode.length > 64)
                return decode('d.data.mode: expected a string');
            return {
                ok: true,
                frame: { op, d: { protocol: d.protocol, address: data.address, port: data.port, mode: data.mode } },
            };
        }
        case VoiceOpcode.Speaking: {
            if (!isRecord(d))
                return decode('d: expected an object');
            const speaking = typeof d.speaking === 'boolean' ? Number(d.speaking) : d.speaking;
            if (!isUint(speaking, 7))
                return decode('d.speaking: expected flags 0..7');
            if (!isUint(d.ssrc, 0xffff_ffff))
                return decode('d.ssrc: expected an unsigned 32-bit integer');
            if (d.delay !== undefined && !isUint(d.delay, 10_000))
                return decode('d.delay: expected an integer');
            return { ok: true, frame: { op, d: { speaking, ssrc: d.ssrc } } };
        }
        case VoiceOpcode.Video:
        case VoiceOpcode.MediaSinkWants:
        case VoiceOpcode.VoiceBackendVersion:
            return { ok: true, frame: { op } };
        case VoiceOpcode.DaveTransitionReady:
        case VoiceOpcode.DaveMlsInvalidCommitWelcome: {
            if (!isRecord(d) || !isUint(d.transition_id, 65_535))
                return decode('d.transition_id: expected an integer 0..65535');
            return { ok: true, frame: { op, d: { transition_id: d.transition_id } } };
        }
        default:
            return fail(VoiceCloseCode.UnknownOpcode, `op: ${op} is not an opcode a client sends`);
    }
}
