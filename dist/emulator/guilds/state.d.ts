/** The guilds domain's own collections: the messages of guild text channels, oldest first per channel. */
import type { ChannelMessageRecord } from '../records.js';
import type { EmulatorStore } from '../store.js';
/** Keyed by channel id: that channel's messages, oldest first. */
export declare function channelMessages(store: EmulatorStore): Map<string, ChannelMessageRecord[]>;
