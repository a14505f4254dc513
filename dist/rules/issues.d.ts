/**
 * Validation issues: what was wrong (`code`, in the service's inner-error style), where (`path` into the
 * request body) and what is allowed (`message`).
 */
/** A path into a request body: object keys and array indexes. `[]` is the whole request. */
export type IssuePath = (string | number)[];
/** One validation failure. */
export interface Issue {
    path: IssuePath;
    code: IssueCode;
    message: string;
}
/**
 * Inner error codes. Those marked "seen" are codes the real service returns (FACTS.md); the others are
 * named in the same style for rules whose real code is not published.
 */
export declare const IssueCodes: {
    /** Seen: a required field is missing (or null where null is not allowed). */
    readonly BASE_TYPE_REQUIRED: 'BASE_TYPE_REQUIRED';
    /** Seen: a string or list is longer than allowed. */
    readonly BASE_TYPE_MAX_LENGTH: 'BASE_TYPE_MAX_LENGTH';
    /** Seen: a string or list is shorter than allowed. */
    readonly BASE_TYPE_MIN_LENGTH: 'BASE_TYPE_MIN_LENGTH';
    /** Seen: a string's length is outside a min..max range. */
    readonly BASE_TYPE_BAD_LENGTH: 'BASE_TYPE_BAD_LENGTH';
    /** Seen: a value is not one of the allowed enum values. */
    readonly BASE_TYPE_CHOICES: 'BASE_TYPE_CHOICES';
    /** A number is below the allowed minimum. */
    readonly BASE_TYPE_MIN_VALUE: 'BASE_TYPE_MIN_VALUE';
    /** A number is above the allowed maximum. */
    readonly BASE_TYPE_MAX_VALUE: 'BASE_TYPE_MAX_VALUE';
    /** A field that this request does not know. */
    readonly BASE_TYPE_UNKNOWN_FIELD: 'BASE_TYPE_UNKNOWN_FIELD';
    /** Expected a string. */
    readonly STRING_TYPE_COERCE: 'STRING_TYPE_COERCE';
    /** Expected a number (or an integer). */
    readonly NUMBER_TYPE_COERCE: 'NUMBER_TYPE_COERCE';
    /** Expected a boolean. */
    readonly BOOLEAN_TYPE_COERCE: 'BOOLEAN_TYPE_COERCE';
    /** Expected an object (a dictionary). */
    readonly DICT_TYPE_CONVERT: 'DICT_TYPE_CONVERT';
    /** Expected an array. */
    readonly LIST_TYPE_CONVERT: 'LIST_TYPE_CONVERT';
    /** The same value appears twice in a list that must hold distinct values. */
    readonly LIST_ITEM_VALUE_DUPLICATE: 'LIST_ITEM_VALUE_DUPLICATE';
    /** Seen: a string does not match the allowed character pattern. */
    readonly STRING_TYPE_REGEX: 'STRING_TYPE_REGEX';
    /** A snowflake field is not a decimal id. */
    readonly SNOWFLAKE_TYPE_INVALID: 'SNOWFLAKE_TYPE_INVALID';
    /** An argument of an SDK call (not a body field) is malformed; the message says what is allowed. */
    readonly INVALID_ARGUMENT: 'INVALID_ARGUMENT';
    /** A permission bit set is malformed or has unknown bits. */
    readonly PERMISSIONS_TYPE_INVALID: 'PERMISSIONS_TYPE_INVALID';
    /** A localization dictionary key is not a known locale. */
    readonly LOCALE_TYPE_INVALID: 'LOCALE_TYPE_INVALID';
    /** Seen: a name breaks a naming rule (here: the lowercase rule). */
    readonly APPLICATION_COMMAND_INVALID_NAME: 'APPLICATION_COMMAND_INVALID_NAME';
    /** Seen: two commands of one type and scope share a name. */
    readonly APPLICATION_COMMANDS_DUPLICATE_NAME: 'APPLICATION_COMMANDS_DUPLICATE_NAME';
    /** Seen: a required option follows an optional one. */
    readonly APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID';
    /** Seen: names, descriptions and choices exceed 8000 characters together. */
    readonly APPLICATION_COMMAND_TOO_LARGE: 'APPLICATION_COMMAND_TOO_LARGE';
    /** Two options in one array share a name. */
    readonly APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME: 'APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME';
    /** A localized option name equals another option's name in that locale or another default name. */
    readonly APPLICATION_COMMAND_OPTIONS_DUPLICATE_LOCALIZED_NAME: 'APPLICATION_COMMAND_OPTIONS_DUPLICATE_LOCALIZED_NAME';
    /** An option of this type is not allowed at this level (nesting rules). */
    readonly APPLICATION_COMMAND_OPTIONS_TYPE_INVALID: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID';
    /** A subcommand group without subcommands. */
    readonly APPLICATION_COMMAND_OPTIONS_GROUP_EMPTY: 'APPLICATION_COMMAND_OPTIONS_GROUP_EMPTY';
    /** A field that this option type does not take (e.g. `choices` on BOOLEAN). */
    readonly APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED: 'APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED';
    /** `autocomplete` true together with choices. */
    readonly APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_WITH_CHOICES: 'APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_WITH_CHOICES';
    /** A minimum greater than its maximum. */
    readonly APPLICATION_COMMAND_OPTION_RANGE_INVALID: 'APPLICATION_COMMAND_OPTION_RANGE_INVALID';
    /** A field that this command type (or request kind) does not take. */
    readonly APPLICATION_COMMAND_FIELD_NOT_ALLOWED: 'APPLICATION_COMMAND_FIELD_NOT_ALLOWED';
    /** A global-only field on a guild command. */
    readonly APPLICATION_COMMAND_GLOBAL_ONLY_FIELD: 'APPLICATION_COMMAND_GLOBAL_ONLY_FIELD';
    /** A PRIMARY_ENTRY_POINT command in a guild, or BOT_DM in a guild command's contexts. */
    readonly APPLICATION_COMMAND_NOT_ALLOWED_IN_GUILD: 'APPLICATION_COMMAND_NOT_ALLOWED_IN_GUILD';
    /** `handler` set by an app without the EMBEDDED flag. */
    readonly APPLICATION_COMMAND_HANDLER_REQUIRES_EMBEDDED: 'APPLICATION_COMMAND_HANDLER_REQUIRES_EMBEDDED';
    /** An integration type the application itself does not support. */
    readonly APPLICATION_COMMAND_INTEGRATION_TYPE_UNSUPPORTED: 'APPLICATION_COMMAND_INTEGRATION_TYPE_UNSUPPORTED';
    /** More commands of one type than the per-type limit (100 / 15 / 15 / 1). */
    readonly APPLICATION_COMMANDS_TOO_MANY: 'APPLICATION_COMMANDS_TOO_MANY';
    /** A message with no content, embeds, components, attachments or poll (the service answers 50006). */
    readonly MESSAGE_EMPTY: 'MESSAGE_EMPTY';
    /** An interaction answer of a type the interaction does not take (e.g. a modal for autocomplete). */
    readonly INTERACTION_RESPONSE_TYPE_INVALID: 'INTERACTION_RESPONSE_TYPE_INVALID';
    /** The input could not be read at all (e.g. a getter threw). */
    readonly BASE_TYPE_UNREADABLE: 'BASE_TYPE_UNREADABLE';
};
/** One inner error code. Codes read back from a service body may be any string. */
export type IssueCode = (typeof IssueCodes)[keyof typeof IssueCodes] | (string & {});
/**
 * Formats a path the way a reader writes it: `options[2].choices[0].name`,
 * `name_localizations["en-US"]`. The whole request (`[]`) formats as the empty string.
 */
export declare function formatPath(path: readonly (string | number)[]): string;
/** `path: CODE: message`, or `CODE: message` for an issue of the whole request. */
export declare function formatIssue(issue: Issue): string;
