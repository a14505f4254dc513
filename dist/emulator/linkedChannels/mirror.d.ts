/**
 * Messages of a linked lobby and its channel, mirrored both ways as they are sent: a lobby message is
 * copied into the channel, a channel message into the lobby (and so to every member's gateway as
 * LOBBY_MESSAGE_CREATE). A copy is marked with where it came from, so it is never mirrored back.
 */
import type { EmulatorContext } from '../context.js';
import type { EventListener } from '../events.js';
/** The bus listener that mirrors; subscribe it once per emulator. */
export declare function linkedMessageMirror(ctx: EmulatorContext): EventListener;
