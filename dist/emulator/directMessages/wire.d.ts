/**
 * A direct message as sent over HTTP and dispatched on the gateway, as one of its two users sees it: an
 * ephemeral message's channel is the other user (ephemeral.ts), so the two users see different channel ids.
 */
import type { DirectMessage } from '../../model/gateway.js';
import type { EmulatorContext } from '../context.js';
import type { DirectMessageRecord } from './state.js';
/** The `disclosure_type` of the disclosure message (`MessageDataVisibleOnDiscord`; disclosure.ts). */
export declare const MESSAGE_DATA_VISIBLE_ON_DISCORD = 3;
/** `message` as `viewerId` (its author or its recipient) sees it. */
export declare function directMessageWire(ctx: EmulatorContext, message: DirectMessageRecord, viewerId: string): DirectMessage;
