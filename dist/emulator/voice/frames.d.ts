/**
 * What a client may send on the voice gateway, checked at the edge before anything trusts it (VOICE.md
 * §4): the envelope (`{ op, d }` JSON, an integer opcode), then each opcode's fields and types. A failed
 * check says which field and the close code it deserves; it never quotes a value (Identify and Resume
 * carry a token).
 */
import { VoiceOpcode } from '../../model/voice.js';
/** The fields of a checked Identify (op 0). */
export interface VoiceIdentify {
    server_id: string;
    user_id: string;
    session_id: string;
    token: string;
    max_dave_protocol_version: number;
}
/** A checked client message. */
export type VoiceClientFrame = {
    op: typeof VoiceOpcode.Identify;
    d: VoiceIdentify;
} | {
    op: typeof VoiceOpcode.SelectProtocol;
    d: {
        protocol: string;
        address: string;
        port: number;
        mode: string;
    };
} | {
    op: typeof VoiceOpcode.Heartbeat;
    d: {
        nonce: unknown;
        seqAck: number | null;
    };
} | {
    op: typeof VoiceOpcode.Speaking;
    d: {
        speaking: number;
        ssrc: number;
    };
} | {
    op: typeof VoiceOpcode.Resume;
    d: {
        server_id: string;
        session_id: string;
        token: string;
        seqAck: number | null;
    };
} | {
    op: typeof VoiceOpcode.Video | typeof VoiceOpcode.MediaSinkWants | typeof VoiceOpcode.VoiceBackendVersion;
} | {
    op: typeof VoiceOpcode.DaveTransitionReady | typeof VoiceOpcode.DaveMlsInvalidCommitWelcome;
    d: {
        transition_id: number;
    };
};
/** The outcome of a check. */
export type VoiceFrameCheck = {
    ok: true;
    frame: VoiceClientFrame;
} | {
    ok: false;
    code: number;
    reason: string;
};
/** Checks a text frame; `identified` says whether Identify (or Resume) was accepted on this connection. */
export declare function checkVoiceFrame(text: string, identified: boolean): VoiceFrameCheck;
