import type { CommandRegistry } from '../commands/registry.js';
import type { EmulatorContext } from '../context.js';
import type { Invocation } from './invocation.js';
import type { RefusalReason } from './state.js';
export interface Refusal {
    reason: RefusalReason;
    message: string;
}
/** Why the service would not deliver the invocation, or null when it would. */
export declare function refusalOf(ctx: EmulatorContext, registry: CommandRegistry, invocation: Invocation, clientVersion: string | undefined): Refusal | null;
