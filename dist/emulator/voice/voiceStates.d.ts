import type { EmulatorContext } from '../context.js';
import type { VoiceCommand, VoiceCommandSender, VoiceCommandSink } from '../gatewayEvents.js';
import type { EventRecord } from '../records.js';
import type { VoiceServer } from './voiceServer.js';
/** Sends a dispatch to one main-gateway session (the gateway's `dispatchToSession`). */
export type SessionDispatch = (sessionId: string, t: string, data: unknown) => boolean;
/** Which call a voice state names: a guild (by guild id) or a lobby. */
export interface VoiceTarget {
    /** The guild id or the lobby id (Identify's `server_id`). */
    serverId: string;
    userId: string;
}
export declare class VoiceStates implements VoiceCommandSink {
    #private;
    constructor(ctx: EmulatorContext, server: VoiceServer);
    /** Where VOICE_SERVER_UPDATEs go (set once the gateway exists). */
    set dispatch(dispatch: SessionDispatch);
    /** Settles when every command so far was handled (for tests and the control API). */
    idle(): Promise<void>;
    command(sender: VoiceCommandSender, command: VoiceCommand): void;
    /** The main gateway session ended: its voice states go (the users leave their calls). */
    sessionEnded(sessionId: string): void;
    /** A member left a guild or a lobby (or a lobby went): their voice state there goes. */
    onEvent(event: EventRecord): void;
    /** States a gateway session made cannot outlive a restart (no session survives it). */
    forgetSessionStates(): void;
    /** Server mute and deafen: the state changes (dispatched) and the relay applies it. */
    setServerMutes(target: VoiceTarget, change: {
        mute?: boolean;
        deaf?: boolean;
    }): boolean;
    /** Kicks a user out of a call: the voice connection closes 4014 and the state goes. */
    disconnect(target: VoiceTarget): boolean;
    /**
     * Moves a call to the voice server's other endpoint: each participant's session gets a new
     * VOICE_SERVER_UPDATE (or its lobby form) and its client reconnects there. The new endpoint, or
     * undefined without such a call.
     */
    move(channelId: string): Promise<string | undefined>;
}
