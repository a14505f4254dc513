/**
 * Who a message's text mentions, as the service reads it: `<@id>` and `<@!id>` users, `<@&id>` roles,
 * and `@everyone` / `@here`. Shared by the emulator (the `mentions`, `mention_roles` and
 * `mention_everyone` of a message) and anyone who wants the same reading.
 */
const MENTION = /<@(!|&)?(\d{1,20})>/g;
/** Reads the mentions of `content`. */
export function parseMentions(content) {
    const users = new Set();
    const roles = new Set();
    for (const match of content.matchAll(MENTION)) {
        const id = match[2];
        if (match[1] === '&')
            roles.add(id);
        else
            users.add(id);
    }
    return { users: [...users], roles: [...roles], everyone: /@(everyone|here)\b/.test(content) };
}
