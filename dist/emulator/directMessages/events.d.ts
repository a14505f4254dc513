import { type EventRoutes } from '../gatewayEvents.js';
export declare const directMessageEvents: EventRoutes;
