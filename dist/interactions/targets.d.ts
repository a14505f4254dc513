import { type ApplicationCommandInteraction, type Message, type ResolvedMember, type User } from '../model/index.js';
/**
 * The user a USER command was used on.
 *
 * @example
 * const user = targetUser(interaction); // interaction.data.resolved.users[target_id]
 */
export declare function targetUser(interaction: ApplicationCommandInteraction): User;
/** The targeted user's guild member (undefined in DMs or when the user is not in the guild). */
export declare function targetMember(interaction: ApplicationCommandInteraction): ResolvedMember | undefined;
/** The message a MESSAGE command was used on. */
export declare function targetMessage(interaction: ApplicationCommandInteraction): Message;
