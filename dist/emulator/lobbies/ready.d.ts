import type { ReadyParts } from '../gatewayEvents.js';
import type { LobbyMembership } from './membership.js';
export declare function lobbyReady(membership: LobbyMembership): ReadyParts;
