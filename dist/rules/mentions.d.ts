/**
 * Who a message's text mentions, as the service reads it: `<@id>` and `<@!id>` users, `<@&id>` roles,
 * and `@everyone` / `@here`. Shared by the emulator (the `mentions`, `mention_roles` and
 * `mention_everyone` of a message) and anyone who wants the same reading.
 */
/** The ids and the everyone flag a message's content mentions, each id once, in order of appearance. */
export interface Mentions {
    users: string[];
    roles: string[];
    everyone: boolean;
}
/** Reads the mentions of `content`. */
export declare function parseMentions(content: string): Mentions;
