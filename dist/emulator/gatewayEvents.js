/** The strings of an event's list field (`user_ids`, `member_ids`); anything else reads as empty. */
export function stringList(value) {
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}
