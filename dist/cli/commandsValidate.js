/**
 * `social-sdk commands validate FILE...`: checks command files with the rules the service applies (the
 * same check `sync` runs before sending), without a token or a network. Exit 1 on any problem.
 */
// Not the commands index: validate needs no network client.
import { checkCommandSet } from '../commands/desiredSet.js';
import { formatPath } from '../rules/index.js';
import { parseCommandArgs, UsageError } from './args.js';
import { Exit } from './cliOutput.js';
import { loadCommandFile } from './commandFiles.js';
export const VALIDATE_CLI = {
    usage: 'social-sdk commands validate FILE... [--scope global|guild] [--json]',
    help: 'Checks each FILE (JSON, or a .js/.mjs/.cjs module exporting the array, builders welcome) as the\n' +
        'commands of one scope: every problem is printed as FILE: path: RULE: message. Exit status 1 on any\n' +
        'problem. Needs no token and sends nothing.\n\nOptions:\n' +
        '  --scope SCOPE      global (default) or guild: guild commands follow a few other rules\n' +
        '  --json             print one JSON document instead of lines\n',
    options: { scope: { type: 'string' }, json: { type: 'boolean' } },
    positionals: true,
};
export async function runValidate(args, output) {
    const { values, positionals } = parseCommandArgs(VALIDATE_CLI, args);
    if (positionals.length === 0)
        throw new UsageError('at least one FILE is required', VALIDATE_CLI.usage);
    const scope = values.scope ?? 'global';
    if (scope !== 'global' && scope !== 'guild')
        throw new UsageError(`--scope: expected global or guild, received ${JSON.stringify(scope)}`, VALIDATE_CLI.usage);
    const reports = [];
    for (const file of positionals) {
        const loaded = await loadCommandFile(file);
        if (loaded.problem !== undefined) {
            output.problem(`${file}: ${loaded.problem}`);
            reports.push({ file, commands: null, problems: [{ path: '', code: 'FILE', message: loaded.problem }] });
            continue;
        }
        const { commands, issues } = checkCommandSet(loaded.input, scope);
        output.issues(file, issues);
        const count = Array.isArray(loaded.input) ? commands.length : null;
        if (!values.json) {
            const verdict = issues.length === 0 ? 'valid' : `${issues.length} problem${issues.length === 1 ? '' : 's'}`;
            output.line(`${file}: ${count ?? 0} command${count === 1 ? '' : 's'}, ${verdict}`);
        }
        reports.push({
            file,
            commands: count,
            problems: issues.map((issue) => ({
                path: formatPath(issue.path),
                code: issue.code,
                message: issue.message,
            })),
        });
    }
    const valid = reports.every((report) => report.problems.length === 0);
    if (values.json)
        output.json({ valid, files: reports });
    return valid ? Exit.OK : Exit.FAILED;
}
