import type { ReadyParts } from '../gatewayEvents.js';
export declare const lobbyReady: ReadyParts;
