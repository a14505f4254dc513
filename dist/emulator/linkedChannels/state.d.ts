/** The linked-channel domain's collection: guild invites made from linked lobbies, keyed by the code's hash. */
import type { GuildInviteRecord } from '../records.js';
import type { EmulatorStore } from '../store.js';
export declare function guildInvites(store: EmulatorStore): Map<string, GuildInviteRecord>;
