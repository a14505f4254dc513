import type { EmulatorContext } from '../context.js';
import type { DirectMessageCaller } from '../directMessages/access.js';
import type { DirectMessageRecord } from '../directMessages/state.js';
import type { Presences } from '../presence/presences.js';
import type { EventRecord } from '../records.js';
/** What the receiver of an accepted invite learns. */
export interface AcceptedInvite {
    application_id: string;
    secret: string;
}
export declare class InviteService {
    #private;
    constructor(ctx: EmulatorContext, presences: Presences);
    /** Invites `userId` to the caller's current activity (it must be joinable on the receiver's platform). */
    invite(caller: DirectMessageCaller, userId: string, content: string): DirectMessageRecord;
    /** Asks `userId` to let the caller into their activity (this game's, joinable, with room). */
    requestJoin(caller: DirectMessageCaller, userId: string): DirectMessageRecord;
    /** The join secret of an invite to the caller, while it is valid and its party has room. */
    accept(caller: DirectMessageCaller, messageId: string): AcceptedInvite;
    /** Follows the bus: a holder's presence changed, so their invites may have turned (in)valid. */
    onEvent(event: Readonly<EventRecord>): void;
    /** Ends invites older than 6 hours (the emulator's clock moved): each a last MESSAGE_UPDATE. */
    sweep(): void;
}
