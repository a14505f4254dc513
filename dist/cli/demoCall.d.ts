import type { DemoPlayer } from './demoPlayers.js';
/** A short call: the host's tone, heard and measured by the guest. */
export declare function shortCall(host: DemoPlayer, guest: DemoPlayer): Promise<void>;
