/**
 * The SDK's one addition to the body rules it shares with the emulator (`src/rules`): a field a body does
 * not define is refused, so a misspelt field is reported instead of dropped. Every body check in `src/api`
 * passes these options. Internal to `src/api` (not exported by its index).
 */
import type { BodyCheckOptions } from '../rules/index.js';
/** How the SDK checks every body it sends. */
export declare const SDK_BODY_CHECKS: BodyCheckOptions;
