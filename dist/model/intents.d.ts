/**
 * Gateway intents (the bit set a bot's IDENTIFY carries to say which events it wants) and the
 * application flags that approve the privileged ones, as the service documents them.
 */
/** Intent bits. */
export declare const GatewayIntentBits: {
    readonly Guilds: number;
    /** Privileged: needs {@link ApplicationIntentFlags.GatewayGuildMembers} (or its limited form). */
    readonly GuildMembers: number;
    readonly GuildModeration: number;
    readonly GuildExpressions: number;
    readonly GuildIntegrations: number;
    readonly GuildWebhooks: number;
    readonly GuildInvites: number;
    readonly GuildVoiceStates: number;
    /** Privileged: needs {@link ApplicationIntentFlags.GatewayPresence} (or its limited form). */
    readonly GuildPresences: number;
    readonly GuildMessages: number;
    readonly GuildMessageReactions: number;
    readonly GuildMessageTyping: number;
    readonly DirectMessages: number;
    readonly DirectMessageReactions: number;
    readonly DirectMessageTyping: number;
    /** Privileged: needs {@link ApplicationIntentFlags.GatewayMessageContent} (or its limited form). */
    readonly MessageContent: number;
    readonly GuildScheduledEvents: number;
    readonly AutoModerationConfiguration: number;
    readonly AutoModerationExecution: number;
    readonly GuildMessagePolls: number;
    readonly DirectMessagePolls: number;
};
/** Every bit that is an intent (bits 17-19 and 22-23 are not). */
export declare const ALL_INTENTS: number;
/** Application flags that approve privileged intents: the full and the "limited" (under 100 guilds) forms. */
export declare const ApplicationIntentFlags: {
    readonly GatewayPresence: number;
    readonly GatewayPresenceLimited: number;
    readonly GatewayGuildMembers: number;
    readonly GatewayGuildMembersLimited: number;
    readonly GatewayMessageContent: number;
    readonly GatewayMessageContentLimited: number;
};
/** Each privileged intent with its name and the application flags (either one) that approve it. */
export declare const PRIVILEGED_INTENTS: readonly {
    bit: number;
    name: string;
    approvedBy: number;
}[];
/**
 * Dispatches only bot sessions receive (the SDK's user sessions never do): the guild objects of
 * GUILD_CREATE and its siblings, guild channel messages, and interactions over the gateway.
 */
export type BotDispatchName = 'GUILD_CREATE' | 'GUILD_UPDATE' | 'CHANNEL_CREATE' | 'CHANNEL_UPDATE' | 'GUILD_ROLE_CREATE' | 'GUILD_ROLE_UPDATE' | 'GUILD_MEMBER_ADD' | 'GUILD_MEMBER_UPDATE' | 'GUILD_MEMBER_REMOVE' | 'INTERACTION_CREATE';
