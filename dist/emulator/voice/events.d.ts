import type { EventRoutes } from '../gatewayEvents.js';
export declare const voiceEvents: EventRoutes;
