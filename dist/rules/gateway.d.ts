/**
 * Gateway frames, checked once for each side: what a client may send (HEARTBEAT, IDENTIFY, RESUME; the
 * emulator closes with the returned code otherwise) and what a server may send (the SDK drops the
 * connection on anything else). A failed check says what was wrong and where (`d.token`, `op`), and
 * never quotes the value: a frame may carry a token.
 */
import { GatewayOpcode, type HelloData, type IdentifyData, type ResumeData } from '../model/gateway.js';
import { type PresenceUpdateCommand } from '../model/presence.js';
import type { LobbyVoiceStateCommand, VoiceStateCommand } from '../model/voice.js';
/** A frame that failed its check: the close code it deserves and why. */
export interface FrameProblem {
    readonly ok: false;
    readonly code: number;
    readonly reason: string;
}
/** A frame that passed its check. */
export interface FrameOk<F> {
    readonly ok: true;
    readonly frame: F;
}
/** The outcome of checking a gateway frame: the typed frame, or the close code and reason it deserves. */
export type FrameCheck<F> = FrameOk<F> | FrameProblem;
/** What a client may send. */
export type ClientFrame = {
    op: typeof GatewayOpcode.Heartbeat;
    d: number | null;
} | {
    op: typeof GatewayOpcode.Identify;
    d: IdentifyData;
} | {
    op: typeof GatewayOpcode.Resume;
    d: ResumeData;
} | {
    op: typeof GatewayOpcode.PresenceUpdate;
    d: PresenceUpdateCommand;
} | {
    op: typeof GatewayOpcode.VoiceStateUpdate;
    d: VoiceStateCommand;
} | {
    op: typeof GatewayOpcode.UpdateLobbyVoiceStates;
    d: LobbyVoiceStateCommand[];
} | {
    op: typeof GatewayOpcode.LobbyVoiceServerPing;
    d: {
        lobby_id: string;
    };
};
/** What a server may send. Dispatch names outside the model are kept (`t`), for forward compatibility. */
export type ServerFrame = {
    op: typeof GatewayOpcode.Dispatch;
    d: unknown;
    s: number;
    t: string;
} | {
    op: typeof GatewayOpcode.Heartbeat;
} | {
    op: typeof GatewayOpcode.Reconnect;
} | {
    op: typeof GatewayOpcode.InvalidSession;
    d: boolean;
} | {
    op: typeof GatewayOpcode.Hello;
    d: HelloData;
} | {
    op: typeof GatewayOpcode.HeartbeatAck;
};
/** An access token as it may travel: 1 to 4096 visible ASCII characters (no spaces, no controls). */
export declare function isTokenText(value: unknown): value is string;
/**
 * The JSON object of a text frame and its integer `op`, or what is wrong with it: the first check of
 * both gateways' frames (the main one here, the emulated voice gateway's in emulator/voice/frames.ts),
 * each closing with its own decode code.
 */
export declare function opFrame(text: string): {
    op: number;
    value: Record<string, unknown>;
} | string;
/**
 * Checks a frame a client sent (its text; binary frames are refused before this). Before the
 * connection is identified only HEARTBEAT, IDENTIFY and RESUME are allowed (4003 otherwise): a client
 * heartbeats from HELLO on, also while it waits to identify again after an INVALID SESSION.
 */
export declare function checkClientFrame(text: string, identified: boolean): FrameCheck<ClientFrame>;
/**
 * The d of a Presence Update command (op 3): `status` one of online, idle, dnd, invisible; `activities`
 * an array of at most {@link GatewayLimits.PRESENCE_ACTIVITIES_MAX} activities, each checked by the rich
 * presence rules (activity.ts; only known fields are kept); `since` null or a
 * non-negative integer; `afk` a boolean. The SDK checks before sending, the emulator closes 4002 on it.
 */
export declare function checkPresenceUpdate(d: unknown): FrameCheck<PresenceUpdateCommand>;
/** Checks a frame a server sent. */
export declare function checkServerFrame(text: string): FrameCheck<ServerFrame>;
