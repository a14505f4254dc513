import { IssueCodes } from '../rules/index.js';
/** Longest part of a builder's own error message quoted in an issue. */
const MAX_QUOTED = 300;
/**
 * The JSON form of one command (what `JSON.stringify` sends: `toJSON()` applied, `undefined` fields
 * dropped), or the issue at `path` when it cannot be produced (a builder refusing its own state, a cycle,
 * a bigint).
 */
export function toPlainCommand(input, path = []) {
    try {
        const text = JSON.stringify(input);
        return { command: text === undefined ? undefined : JSON.parse(text) };
    }
    catch (error) {
        // A builder's validation error says what is wrong with the command: worth quoting (it holds no secret).
        const reason = error instanceof Error ? error.message.split('\n')[0]?.slice(0, MAX_QUOTED) : undefined;
        return {
            command: undefined,
            issue: {
                path,
                code: IssueCodes.BASE_TYPE_UNREADABLE,
                message: `The command could not be turned into JSON${reason ? `: ${reason}` : ''}; pass plain JSON or an ` +
                    'object whose toJSON() returns it.',
            },
        };
    }
}
/** The JSON form of each command of `input` (which must be an array), with the index of each problem. */
export function toPlainCommands(input) {
    if (!Array.isArray(input)) {
        const got = input === null ? 'null' : typeof input === 'object' ? 'an object' : `a ${typeof input}`;
        return {
            commands: [],
            issues: [
                {
                    path: [],
                    code: IssueCodes.LIST_TYPE_CONVERT,
                    message: `Must be an array of commands; got ${got}.`,
                },
            ],
        };
    }
    const commands = [];
    const issues = [];
    // A loop, not forEach: a hole in a sparse array is a missing command, not one to skip.
    for (let i = 0; i < input.length; i++) {
        const { command, issue } = toPlainCommand(input[i], [i]);
        commands.push(command);
        if (issue)
            issues.push(issue);
    }
    return { commands, issues };
}
