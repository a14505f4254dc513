/**
 * `social-sdk commands diff FILE` and `social-sdk commands sync FILE`: the same read and plan; `diff`
 * stops there (exit 3 on drift, so CI can gate on it), `sync` applies it and says what it spent.
 */
import { checkCommandSet, hasDrift } from '../commands/index.js';
import { parseCommandArgs, UsageError } from './args.js';
import { Exit } from './cliOutput.js';
import { loadCommandFile } from './commandFiles.js';
import { CONNECTION_HELP, CONNECTION_OPTIONS, connect, reportFailure } from './commandsShared.js';
import { commandLines, diffSummary, resultJson, syncSummary } from './planLines.js';
export const DIFF_CLI = {
    usage: 'social-sdk commands diff FILE --app ID [--guild ID] [options]',
    help: 'Reads the registered commands and prints what a sync of FILE would do: + create, ~ update (with the\n' +
        'changed fields), - delete, = unchanged. Sends nothing. Exit status 0 when in sync, 3 when not, 1 on\n' +
        'a problem in FILE or a failed call.\n\nOptions:\n' +
        CONNECTION_HELP,
    options: CONNECTION_OPTIONS,
    positionals: true,
};
export const SYNC_CLI = {
    usage: 'social-sdk commands sync FILE --app ID [--guild ID] [--dry-run] [--allow-deletes] [options]',
    help: 'Makes the registered commands equal to FILE with the fewest calls, spending daily creates (200 a day)\n' +
        'only on commands that do not exist yet, and prints what it did and the creates it spent. Commands not\n' +
        'in FILE are kept (! keep) unless --allow-deletes. FILE is checked first: any problem and nothing is\n' +
        'sent. Exit status 0 when done, 1 on a problem or a failed call.\n\nOptions:\n' +
        '  --dry-run          read and plan only: print what would be done, send nothing\n' +
        '  --allow-deletes    delete registered commands that FILE leaves out\n' +
        CONNECTION_HELP,
    options: { ...CONNECTION_OPTIONS, 'dry-run': { type: 'boolean' }, 'allow-deletes': { type: 'boolean' } },
    positionals: true,
};
function oneFile(positionals, usage) {
    if (positionals.length !== 1) {
        throw new UsageError(positionals.length === 0 ? 'FILE is required' : `one FILE only, received ${positionals.length}`, usage);
    }
    return positionals[0];
}
/** Runs `diff` (`mode` diff) or `sync`. */
export async function runDiffOrSync(mode, args, output) {
    const spec = mode === 'diff' ? DIFF_CLI : SYNC_CLI;
    // diff's spec refuses --dry-run and --allow-deletes; its values are a subset of sync's.
    const { values, positionals } = mode === 'diff' ? parseCommandArgs(DIFF_CLI, args) : parseCommandArgs(SYNC_CLI, args);
    const file = oneFile(positionals, spec.usage);
    const { client, guildId } = await connect(values, spec.usage, output);
    const json = values.json === true;
    const loaded = await loadCommandFile(file);
    if (loaded.problem !== undefined) {
        output.problem(`${file}: ${loaded.problem}`);
        if (json)
            output.json({ ok: false, error: { name: 'FileError', message: `${file}: ${loaded.problem}` } });
        return Exit.FAILED;
    }
    const { issues } = checkCommandSet(loaded.input, guildId === undefined ? 'global' : 'guild');
    if (issues.length > 0) {
        output.issues(file, issues);
        if (json)
            output.json({ ok: false, error: { name: 'ValidationError', problems: issues.length } });
        return Exit.FAILED;
    }
    let result;
    try {
        result = await client.sync(loaded.input, {
            guildId,
            // diff shows deletes as drift: it plans as if they were allowed, and sends nothing.
            dryRun: mode === 'diff' || values['dry-run'] === true,
            allowDeletes: mode === 'diff' || values['allow-deletes'] === true,
            onProgress: ({ done, total, operation, command }) => output.progress(done, total, `${operation} ${command?.name ?? `${total} commands`}`),
        });
    }
    catch (error) {
        return reportFailure(output, mode, error, json);
    }
    if (json)
        output.json({ ok: true, ...resultJson(result) });
    else {
        for (const line of commandLines(result, file))
            output.line(line);
        output.line(mode === 'diff' ? diffSummary(result) : syncSummary(result));
    }
    return mode === 'diff' && hasDrift(result) ? Exit.DRIFT : Exit.OK;
}
