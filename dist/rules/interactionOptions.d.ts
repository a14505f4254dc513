/**
 * The options of an invocation, read against the command's registered definition: which subcommand path
 * was invoked, and whether the values are ones the chat client would send (SERVICE.md "Interaction
 * payloads received by the app": default names only; autocomplete may carry partial input and omit
 * required options; FACTS.md: partial INTEGER and NUMBER values arrive as strings). The emulator checks
 * what a test asks it to invoke with these; an app may check a payload against its own definitions.
 */
import { type ApplicationCommand, type InteractionDataOption } from '../model/index.js';
import { type Issue } from './issues.js';
/** Options of {@link validateInvocationOptions}. */
export interface InvocationOptionsCheck {
    /** An autocomplete request (type 4): exactly one option is focused, required ones may be missing. */
    autocomplete?: boolean | undefined;
}
/** Names of option types, by value. */
export declare const OPTION_TYPE_NAMES: Readonly<Record<number, string>>;
/**
 * The subcommand path of an invocation's options: `[]` for a plain command, `['sub']`, or
 * `['group', 'sub']`.
 *
 * @example
 * invocationPath([{ name: 'admin', type: 2, options: [{ name: 'ban', type: 1, options: [] }] }]); // ['admin', 'ban']
 */
export declare function invocationPath(options: readonly InteractionDataOption[] | undefined): string[];
/** The value options of the invoked (sub)command: below the subcommand path. */
export declare function invocationLeafOptions(options: readonly InteractionDataOption[] | undefined): readonly InteractionDataOption[];
/**
 * Checks an invocation's `options` (wire form) against the command's registered definition: names and
 * types of the definition, one subcommand (and group) path, values of the option's type within its
 * choices, lengths and bounds, required options present (not in autocomplete), and in autocomplete
 * exactly one focused option that has `autocomplete` set, whose value may be partial. Paths start at
 * `options`.
 *
 * @example
 * validateInvocationOptions(command, [{ name: 'count', type: 4, value: 'x' }]); // [{ path: ['options', 0, 'value'], ... }]
 */
export declare function validateInvocationOptions(command: Pick<ApplicationCommand, 'name' | 'type' | 'options'>, options: unknown, check?: InvocationOptionsCheck): Issue[];
