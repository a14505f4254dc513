/**
 * `MessageHandle.Content()`'s readable text: the markup a message carries as sent (`RawContent()`) with
 * user mentions (`<@id>`, `<@!id>`) shown as `@name` and custom emoji (`<:name:id>`, `<a:name:id>`) as
 * `:name:`, as the C++ library describes. Role and channel mentions name nothing the client knows, so
 * they read `@role` and `#channel`. Pure: the caller passes how to name a user.
 */
const MARKUP = /<(@!?|@&|#|a?:([A-Za-z0-9_]{1,32}):)(\d{1,20})>/g;
/**
 * @param raw - the content as sent.
 * @param userName - the name to show for a user id, or undefined when the client does not know the user.
 * @returns the content with its markup made readable.
 * @example
 * readableContent('hi <@42> <:wave:99>', (id) => (id === '42' ? 'bob' : undefined)); // 'hi @bob :wave:'
 */
export function readableContent(raw, userName) {
    return raw.replace(MARKUP, (_whole, kind, emoji, id) => {
        if (emoji !== undefined)
            return `:${emoji}:`;
        if (kind === '@&')
            return '@role';
        if (kind === '#')
            return '#channel';
        return `@${userName(id) ?? 'unknown-user'}`;
    });
}
