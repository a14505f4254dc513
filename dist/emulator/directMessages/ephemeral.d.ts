import type { EmulatorContext } from '../context.js';
/** The wire's channel type of a persisted conversation (the service's DM, 1). */
export declare const DM_CHANNEL_TYPE = 1;
/** The wire's channel type of an ephemeral direct message (the library's `EphemeralDm`, 18). */
export declare const EPHEMERAL_DM_CHANNEL_TYPE = 18;
/** Whether a message from `a` to `b` in `applicationId` is ephemeral. */
export declare function isEphemeralBetween(ctx: EmulatorContext, applicationId: string, a: string, b: string): boolean;
/** The channel id `viewerId` sees for an ephemeral message between `authorId` and `recipientId`. */
export declare function ephemeralChannelFor(viewerId: string, authorId: string, recipientId: string): string;
