import { RelationshipType } from '../../model/relationship.js';
import { conversations } from '../directMessages/state.js';
import { identities } from '../provisional/state.js';
import { otherOf, pairsOf } from '../relationships/state.js';
/** The latest messages a page shows of a conversation or lobby. */
export const MESSAGES_SHOWN = 50;
const TYPE_NAMES = Object.fromEntries(Object.entries(RelationshipType).map(([name, value]) => [value, name]));
/** The users page: every person (bots are listed with their application) and the applications to act in. */
export function usersView(sources) {
    const { ctx } = sources;
    const sessions = new Map();
    for (const session of sources.gateway.sessions())
        sessions.set(session.userId, (sessions.get(session.userId) ?? 0) + 1);
    const links = [...identities(ctx).values()];
    const users = [];
    for (const user of ctx.store.users.values()) {
        if (user.bot)
            continue;
        users.push({
            id: user.id,
            username: user.username,
            globalName: user.global_name,
            account: user.provisional ? 'provisional' : 'account',
            linked: links
                .filter((link) => link.userId === user.id)
                .map((link) => ({
                applicationId: link.applicationId,
                provider: link.provider,
                subject: link.subject,
            })),
            presence: sources.presences.facts(user.id),
            relationships: relationshipsOf(ctx, user.id),
            sessions: sessions.get(user.id) ?? 0,
        });
    }
    const applications = [...ctx.store.applications.values()].map((app) => ({ id: app.id, name: app.name }));
    return { users, applications };
}
function relationshipsOf(ctx, userId) {
    const out = [];
    for (const pair of pairsOf(ctx, userId)) {
        const other = otherOf(pair, userId);
        const discord = pair.discord[userId];
        const game = {};
        for (const [applicationId, types] of Object.entries(pair.game)) {
            const type = types[userId];
            if (type !== undefined)
                game[applicationId] = TYPE_NAMES[type] ?? String(type);
        }
        if (discord === undefined && Object.keys(game).length === 0)
            continue;
        out.push({
            userId: other,
            username: usernameOf(ctx, other),
            discord: discord === undefined ? null : (TYPE_NAMES[discord] ?? String(discord)),
            game,
        });
    }
    return out;
}
/** The direct-messages page: each conversation, its two users and its latest messages. */
export function directMessagesView(sources) {
    const { ctx } = sources;
    return {
        conversations: [...conversations(ctx).values()].map((conversation) => ({
            channelId: conversation.channelId,
            applicationId: conversation.applicationId,
            users: conversation.userIds.map((id) => ({ id, username: usernameOf(ctx, id) })),
            count: conversation.messages.length,
            messages: conversation.messages.slice(-MESSAGES_SHOWN).map((message) => ({
                id: message.id,
                author: usernameOf(ctx, message.authorId),
                content: message.content,
                createdAt: message.createdAt,
                editedAt: message.editedAt,
                invite: message.activity ? inviteOf(message.activity) : null,
            })),
        })),
    };
}
function inviteOf(activity) {
    return { type: activity.type, partyId: activity.party_id, valid: activity.is_valid };
}
/** Every person (no bots) by id and username: who the pages' forms may act as. */
export function people(sources) {
    return [...sources.ctx.store.users.values()]
        .filter((user) => !user.bot)
        .map((user) => ({ id: user.id, username: user.username }));
}
/** `@name` of a user id, or the id itself for a user who is gone. */
export function usernameOf(ctx, userId) {
    const user = ctx.store.users.get(userId);
    return user ? user.username : userId;
}
