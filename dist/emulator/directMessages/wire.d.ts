/** A direct message as sent over HTTP and dispatched on the gateway. */
import type { DirectMessage } from '../../model/gateway.js';
import type { EmulatorContext } from '../context.js';
import type { DirectMessageRecord } from './state.js';
export declare function directMessageWire(ctx: EmulatorContext, message: DirectMessageRecord): DirectMessage;
