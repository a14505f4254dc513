/**
 * Gateway intents (the bit set a bot's IDENTIFY carries to say which events it wants) and the
 * application flags that approve the privileged ones, as the service documents them.
 */
/** Intent bits. */
export const GatewayIntentBits = {
    Guilds: 1 << 0,
    /** Privileged: needs {@link ApplicationIntentFlags.GatewayGuildMembers} (or its limited form). */
    GuildMembers: 1 << 1,
    GuildModeration: 1 << 2,
    GuildExpressions: 1 << 3,
    GuildIntegrations: 1 << 4,
    GuildWebhooks: 1 << 5,
    GuildInvites: 1 << 6,
    GuildVoiceStates: 1 << 7,
    /** Privileged: needs {@link ApplicationIntentFlags.GatewayPresence} (or its limited form). */
    GuildPresences: 1 << 8,
    GuildMessages: 1 << 9,
    GuildMessageReactions: 1 << 10,
    GuildMessageTyping: 1 << 11,
    DirectMessages: 1 << 12,
    DirectMessageReactions: 1 << 13,
    DirectMessageTyping: 1 << 14,
    /** Privileged: needs {@link ApplicationIntentFlags.GatewayMessageContent} (or its limited form). */
    MessageContent: 1 << 15,
    GuildScheduledEvents: 1 << 16,
    AutoModerationConfiguration: 1 << 20,
    AutoModerationExecution: 1 << 21,
    GuildMessagePolls: 1 << 24,
    DirectMessagePolls: 1 << 25,
};
/** Every bit that is an intent (bits 17-19 and 22-23 are not). */
export const ALL_INTENTS = Object.values(GatewayIntentBits).reduce((all, bit) => all | bit, 0);
/** Application flags that approve privileged intents: the full and the "limited" (under 100 guilds) forms. */
export const ApplicationIntentFlags = {
    GatewayPresence: 1 << 12,
    GatewayPresenceLimited: 1 << 13,
    GatewayGuildMembers: 1 << 14,
    GatewayGuildMembersLimited: 1 << 15,
    GatewayMessageContent: 1 << 18,
    GatewayMessageContentLimited: 1 << 19,
};
/** Each privileged intent with its name and the application flags (either one) that approve it. */
export const PRIVILEGED_INTENTS = [
    {
        bit: GatewayIntentBits.GuildMembers,
        name: 'GUILD_MEMBERS',
        approvedBy: ApplicationIntentFlags.GatewayGuildMembers | ApplicationIntentFlags.GatewayGuildMembersLimited,
    },
    {
        bit: GatewayIntentBits.GuildPresences,
        name: 'GUILD_PRESENCES',
        approvedBy: ApplicationIntentFlags.GatewayPresence | ApplicationIntentFlags.GatewayPresenceLimited,
    },
    {
        bit: GatewayIntentBits.MessageContent,
        name: 'MESSAGE_CONTENT',
        approvedBy: ApplicationIntentFlags.GatewayMessageContent | ApplicationIntentFlags.GatewayMessageContentLimited,
    },
];
