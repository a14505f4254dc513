import type { EmulatorContext } from '../context.js';
import type { EventListener } from '../events.js';
/** The bus listener that mirrors; subscribe it once per emulator. */
export declare function linkedMessageMirror(ctx: EmulatorContext): EventListener;
