/**
 * Gateway frames, checked once for each side: what a client may send (HEARTBEAT, IDENTIFY, RESUME; the
 * emulator closes with the returned code otherwise) and what a server may send (the SDK drops the
 * connection on anything else). A failed check says what was wrong and where (`d.token`, `op`), and
 * never quotes the value: a frame may carry a token.
 */
import { GatewayCloseCode, GatewayLimits, GatewayOpcode, } from '../model/gateway.js';
import { CHOSEN_STATUSES } from '../model/presence.js';
import { validateActivity } from './activity.js';
import { isRecord } from './validateCore.js';
/** An access token as it may travel: 1 to 4096 visible ASCII characters (no spaces, no controls). */
export function isTokenText(value) {
    return typeof value === 'string' && /^[\x21-\x7e]{1,4096}$/.test(value);
}
const BEFORE_IDENTIFY = new Set([
    GatewayOpcode.Heartbeat,
    GatewayOpcode.Identify,
    GatewayOpcode.Resume,
]);
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;
const EVENT_NAME = /^[A-Z][A-Z0-9_]{0,63}$/;
const PROPERTY_MAX = 256;
const problem = (code, reason) => ({ ok: false, code, reason });
const decode = (reason) => problem(GatewayCloseCode.DecodeError, reason);
const isSeq = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
/**
 * The JSON object of a text frame and its integer `op`, or what is wrong with it: the first check of
 * both gateways' frames (the main one here, the emulated voice gateway's in emulator/voice/frames.ts),
 * each closing with its own decode code.
 */
export function opFrame(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return 'frame: not valid JSON';
    }
    if (!isRecord(value))
        return 'frame: expected a JSON object';
    const op = value.op;
    if (typeof op !== 'number' || !Number.isInteger(op))
        return 'op: expected an integer opcode';
    return { op, value };
}
/** The JSON object of a text frame, or what is wrong with it. */
function envelope(text) {
    const parsed = opFrame(text);
    if (typeof parsed === 'string')
        return decode(parsed);
    const { op, value } = parsed;
    return {
        ok: true,
        frame: {
            op,
            d: value.d ?? null,
            s: (value.s ?? null),
            t: (value.t ?? null),
        },
    };
}
/**
 * Checks a frame a client sent (its text; binary frames are refused before this). Before the
 * connection is identified only HEARTBEAT, IDENTIFY and RESUME are allowed (4003 otherwise): a client
 * heartbeats from HELLO on, also while it waits to identify again after an INVALID SESSION.
 */
export function checkClientFrame(text, identified) {
    const read = envelope(text);
    if (!read.ok)
        return read;
    const { op, d } = read.frame;
    if (!identified && !BEFORE_IDENTIFY.has(op))
        return problem(GatewayCloseCode.NotAuthenticated, `op: ${op} sent before IDENTIFY`);
    switch (op) {
        case GatewayOpcode.Heartbeat:
            if (d !== null && !isSeq(d))
                return decode('d: expected the last sequence number or null');
            return { ok: true, frame: { op, d } };
        case GatewayOpcode.Identify:
            return identify(d);
        case GatewayOpcode.Resume:
            return resume(d);
        case GatewayOpcode.PresenceUpdate: {
            const checked = checkPresenceUpdate(d);
            return checked.ok ? { ok: true, frame: { op, d: checked.frame } } : checked;
        }
        case GatewayOpcode.VoiceStateUpdate:
            return voiceStateUpdate(d);
        case GatewayOpcode.UpdateLobbyVoiceStates:
            return lobbyVoiceStates(d);
        case GatewayOpcode.LobbyVoiceServerPing:
            if (!isRecord(d) || typeof d.lobby_id !== 'string' || !SNOWFLAKE_TEXT.test(d.lobby_id))
                return decode('d.lobby_id: expected a snowflake string');
            return { ok: true, frame: { op, d: { lobby_id: d.lobby_id } } };
        default:
            return problem(GatewayCloseCode.UnknownOpcode, `op: ${op} is not an opcode a client may send`);
    }
}
const SNOWFLAKE_TEXT = /^\d{1,20}$/;
/** Lobby calls one op 17 may name (our bound: a session is in few calls at once). */
const LOBBY_CALLS_MAX = 10;
/** An optional boolean field: absent reads as false. */
function flag(value) {
    if (value === undefined || value === null)
        return false;
    return typeof value === 'boolean' ? value : undefined;
}
/** Op 4 (VOICE.md §3): `guild_id`, `channel_id` (null leaves), `self_mute`, `self_deaf`, `self_video`. */
function voiceStateUpdate(d) {
    if (!isRecord(d))
        return decode('d: expected an object with guild_id and channel_id');
    if (typeof d.guild_id !== 'string' || !SNOWFLAKE_TEXT.test(d.guild_id))
        return decode('d.guild_id: expected a snowflake string');
    const channel = d.channel_id ?? null;
    if (channel !== null && (typeof channel !== 'string' || !SNOWFLAKE_TEXT.test(channel)))
        return decode('d.channel_id: expected a snowflake string or null');
    const selfMute = flag(d.self_mute);
    const selfDeaf = flag(d.self_deaf);
    const selfVideo = flag(d.self_video);
    if (selfMute === undefined)
        return decode('d.self_mute: expected a boolean');
    if (selfDeaf === undefined)
        return decode('d.self_deaf: expected a boolean');
    if (selfVideo === undefined)
        return decode('d.self_video: expected a boolean');
    return {
        ok: true,
        frame: {
            op: GatewayOpcode.VoiceStateUpdate,
            d: {
                guild_id: d.guild_id,
                channel_id: channel,
                self_mute: selfMute,
                self_deaf: selfDeaf,
                self_video: selfVideo,
            },
        },
    };
}
/** Op 17 (VOICE.md §3.4): an array of `{ lobby_id, self_mute, self_deaf, self_video? }`, at most 10. */
function lobbyVoiceStates(d) {
    if (!Array.isArray(d))
        return decode('d: expected an array of lobby voice states');
    if (d.length > LOBBY_CALLS_MAX)
        return decode(`d: at most ${LOBBY_CALLS_MAX} lobby voice states`);
    const out = [];
    for (const [i, item] of d.entries()) {
        if (!isRecord(item))
            return decode(`d[${i}]: expected an object`);
        if (typeof item.lobby_id !== 'string' || !SNOWFLAKE_TEXT.test(item.lobby_id))
            return decode(`d[${i}].lobby_id: expected a snowflake string`);
        const selfMute = flag(item.self_mute);
        const selfDeaf = flag(item.self_deaf);
        const selfVideo = flag(item.self_video);
        if (selfMute === undefined || selfDeaf === undefined || selfVideo === undefined)
            return decode(`d[${i}]: self_mute, self_deaf and self_video must be booleans`);
        if (out.some((entry) => entry.lobby_id === item.lobby_id))
            return decode(`d[${i}].lobby_id: named twice`);
        out.push({ lobby_id: item.lobby_id, self_mute: selfMute, self_deaf: selfDeaf, self_video: selfVideo });
    }
    return { ok: true, frame: { op: GatewayOpcode.UpdateLobbyVoiceStates, d: out } };
}
function identify(d) {
    if (!isRecord(d))
        return decode('d: expected an object with a token');
    // A bot token may come as the libraries send it: bare, or with the `Bot ` prefix of its HTTP header.
    const token = typeof d.token === 'string' && d.token.startsWith('Bot ') ? d.token.slice(4) : d.token;
    if (!isTokenText(token))
        return decode('d.token: expected 1 to 4096 visible ASCII characters');
    const properties = d.properties;
    if (properties !== undefined && properties !== null) {
        if (!isRecord(properties))
            return decode('d.properties: expected an object');
        for (const [key, value] of Object.entries(properties)) {
            if (typeof value !== 'string' || value.length > PROPERTY_MAX)
                return decode(`d.properties.${key.slice(0, 32)}: expected a string of at most ${PROPERTY_MAX} characters`);
        }
    }
    const data = { token };
    if (isRecord(properties))
        data.properties = properties;
    // A bot's fields: their meaning (which intents, which shard) is checked against the bot in intents.ts.
    if (d.intents !== undefined && d.intents !== null) {
        if (typeof d.intents !== 'number' || !Number.isSafeInteger(d.intents))
            return problem(GatewayCloseCode.InvalidIntents, 'd.intents: expected an integer bit set');
        data.intents = d.intents;
    }
    if (d.shard !== undefined && d.shard !== null) {
        const shard = d.shard;
        if (!Array.isArray(shard) || shard.length !== 2 || !shard.every(isSeq))
            return problem(GatewayCloseCode.InvalidShard, 'd.shard: expected [shard_id, num_shards]');
        data.shard = [shard[0], shard[1]];
    }
    return { ok: true, frame: { op: GatewayOpcode.Identify, d: data } };
}
function resume(d) {
    if (!isRecord(d))
        return decode('d: expected an object with token, session_id and seq');
    if (!isTokenText(d.token))
        return decode('d.token: expected 1 to 4096 visible ASCII characters');
    if (typeof d.session_id !== 'string' || !SESSION_ID.test(d.session_id))
        return decode('d.session_id: expected the session id from READY');
    if (!isSeq(d.seq))
        return decode('d.seq: expected the last sequence number received (an integer >= 0)');
    return {
        ok: true,
        frame: { op: GatewayOpcode.Resume, d: { token: d.token, session_id: d.session_id, seq: d.seq } },
    };
}
const CHOSEN = new Set(CHOSEN_STATUSES);
/**
 * The d of a Presence Update command (op 3): `status` one of online, idle, dnd, invisible; `activities`
 * an array of at most {@link GatewayLimits.PRESENCE_ACTIVITIES_MAX} activities, each checked by the rich
 * presence rules (activity.ts; only known fields are kept); `since` null or a
 * non-negative integer; `afk` a boolean. The SDK checks before sending, the emulator closes 4002 on it.
 */
export function checkPresenceUpdate(d) {
    if (!isRecord(d))
        return decode('d: expected an object with since, activities, status and afk');
    if (typeof d.status !== 'string' || !CHOSEN.has(d.status))
        return decode(`d.status: expected one of ${CHOSEN_STATUSES.join(', ')}`);
    const activities = d.activities;
    if (!Array.isArray(activities) || activities.length > GatewayLimits.PRESENCE_ACTIVITIES_MAX)
        return decode(`d.activities: expected an array of at most ${GatewayLimits.PRESENCE_ACTIVITIES_MAX} activity`);
    const checkedActivities = [];
    for (const [index, activity] of activities.entries()) {
        const checked = validateActivity(activity);
        const issue = checked.issues[0];
        if (issue !== undefined)
            return decode(`d.activities[${index}]${issuePath(issue.path)}: ${issue.message}`);
        checkedActivities.push(checked.value);
    }
    if (d.since !== null && !isSeq(d.since))
        return decode('d.since: expected null or Unix ms (an integer >= 0)');
    if (typeof d.afk !== 'boolean')
        return decode('d.afk: expected a boolean');
    const command = {
        since: d.since,
        activities: checkedActivities,
        status: d.status,
        afk: d.afk,
    };
    return { ok: true, frame: command };
}
/** `.party.size[0]`: an issue's path inside an activity, appended to the activity's own. */
function issuePath(path) {
    return path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('');
}
/** Checks a frame a server sent. */
export function checkServerFrame(text) {
    const read = envelope(text);
    if (!read.ok)
        return read;
    const { op, d, s, t } = read.frame;
    switch (op) {
        case GatewayOpcode.Dispatch:
            if (!isSeq(s) || s === 0)
                return decode('s: expected a sequence number >= 1 on a dispatch');
            if (typeof t !== 'string' || !EVENT_NAME.test(t))
                return decode('t: expected an event name');
            if (t === 'READY') {
                const ready = readyProblem(d);
                if (ready !== undefined)
                    return decode(ready);
            }
            return { ok: true, frame: { op, d, s, t } };
        case GatewayOpcode.Heartbeat:
        case GatewayOpcode.Reconnect:
        case GatewayOpcode.HeartbeatAck:
            return { ok: true, frame: { op } };
        case GatewayOpcode.InvalidSession:
            return { ok: true, frame: { op, d: d === true } };
        case GatewayOpcode.Hello: {
            const interval = isRecord(d) ? d.heartbeat_interval : undefined;
            if (typeof interval !== 'number' ||
                !Number.isInteger(interval) ||
                interval < GatewayLimits.HEARTBEAT_MIN_MS ||
                interval > GatewayLimits.HEARTBEAT_MAX_MS) {
                return decode(`d.heartbeat_interval: expected an integer of ${GatewayLimits.HEARTBEAT_MIN_MS}..${GatewayLimits.HEARTBEAT_MAX_MS} ms`);
            }
            return { ok: true, frame: { op, d: { heartbeat_interval: interval } } };
        }
        default:
            return problem(GatewayCloseCode.UnknownOpcode, `op: ${op} is not an opcode a server sends`);
    }
}
/** What is wrong with a READY's data (what the client relies on), or undefined. */
function readyProblem(d) {
    if (!isRecord(d))
        return 'd: READY without data';
    const ready = d;
    if (typeof ready.session_id !== 'string' || !SESSION_ID.test(ready.session_id))
        return 'd.session_id: expected a session id';
    if (!isRecord(ready.user) || typeof ready.user.id !== 'string')
        return 'd.user.id: expected the user';
    if (typeof ready.resume_gateway_url !== 'string' || !/^wss?:\/\//.test(ready.resume_gateway_url))
        return 'd.resume_gateway_url: expected a ws: or wss: URL';
    if (!Array.isArray(ready.lobbies))
        return 'd.lobbies: expected an array';
    return undefined;
}
