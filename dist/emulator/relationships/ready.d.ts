/** The relationships domain's part of READY: every entry of the user in the session's application. */
import type { ReadyParts } from '../gatewayEvents.js';
export declare const relationshipReady: ReadyParts;
