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

const MENTION = /<@(!|&)?(\d{1,20})>/g;

/** Reads the mentions of `content`. */
export function parseMentions(content: string): Mentions {
  const users = new Set<string>();
  const roles = new Set<string>();
  for (const match of content.matchAll(MENTION)) {
    const id = match[2] as string;
    if (match[1] === '&') roles.add(id);
    else users.add(id);
  }
  return { users: [...users], roles: [...roles], everyone: /@(everyone|here)\b/.test(content) };
}
