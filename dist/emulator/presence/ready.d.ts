import type { ReadyParts } from '../gatewayEvents.js';
import type { Presences } from './presences.js';
/** READY's `presences`, from the emulator's one {@link Presences}. */
export declare function presenceReady(presences: Presences): ReadyParts;
