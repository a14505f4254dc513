/**
 * The demo's two players on the Client: both connected, they become friends by username and see each
 * other come online in the friends list (beside a friend from before, online elsewhere); they meet in a
 * lobby, see each other join and chat live (events printed as they arrive), one sends the other a direct
 * message, one leaves and the other sees it. Every wait is bounded.
 */
import type { Client } from '../client/Client.js';
import type { ClientResult } from '../client/clientResult.js';
/** A connected client and the name the demo prints for it. */
export interface DemoPlayer {
    readonly name: string;
    readonly client: Client;
}
/**
 * A callback's result as a reader understands it: `succeeded`, or `failed` with the library's error type
 * and description (`ToString()` alone says `None` for a success, which reads as nothing happened).
 */
export declare function resultText(result: ClientResult): string;
export declare function playTogether(host: DemoPlayer, guest: DemoPlayer): Promise<void>;
/**
 * Host and guest become Discord friends: the host asks by username, the guest accepts (callback style),
 * and each sees the other in the game; the guest reconnects and the host sees them come online again.
 */
export declare function becomeFriends(host: DemoPlayer, guest: DemoPlayer, guestUsername: string): Promise<void>;
