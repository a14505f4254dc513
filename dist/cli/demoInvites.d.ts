import { type DemoPlayer } from './demoPlayers.js';
export declare function joinByInvite(host: DemoPlayer, guest: DemoPlayer): Promise<void>;
