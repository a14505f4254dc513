/**
 * `social-sdk commands export`: the registered commands as a file `sync` accepts (ids kept, so a rename
 * in the file is an edit; defaults left out), on stdout or written to `--out FILE`.
 */
import { rename, rm, writeFile } from 'node:fs/promises';
import { parseCommandArgs } from './args.js';
import { Exit } from './cliOutput.js';
import { CONNECTION_HELP, CONNECTION_OPTIONS, connect, reportFailure } from './commandsShared.js';
export const EXPORT_CLI = {
    usage: 'social-sdk commands export --app ID [--guild ID] [--out FILE] [options]',
    help: 'Writes the registered commands as JSON that `social-sdk commands sync` accepts: each with its id (so\n' +
        'renaming one in the file edits it instead of re-creating it), without server fields and defaults.\n\n' +
        'Options:\n' +
        '  --out FILE         write to FILE (replaced whole, never half-written) instead of stdout\n' +
        CONNECTION_HELP,
    options: { ...CONNECTION_OPTIONS, out: { type: 'string' } },
};
/** Writes `text` to `file` through a temporary file and a rename, so a reader never sees half of it. */
async function writeWhole(file, text) {
    const temporary = `${file}.${process.pid}.tmp`;
    try {
        await writeFile(temporary, text, { mode: 0o644 });
        await rename(temporary, file);
    }
    catch (error) {
        await rm(temporary, { force: true });
        throw error;
    }
}
export async function runExport(args, output) {
    const { values } = parseCommandArgs(EXPORT_CLI, args);
    const { client, guildId } = await connect(values, EXPORT_CLI.usage, output);
    const json = values.json === true;
    let items;
    try {
        items = await client.export({ guildId });
    }
    catch (error) {
        return reportFailure(output, 'export', error, json);
    }
    const text = `${JSON.stringify(items, null, 2)}\n`;
    if (values.out === undefined) {
        output.raw(text);
        return Exit.OK;
    }
    try {
        await writeWhole(values.out, text);
    }
    catch (error) {
        const code = error.code;
        output.problem(`social-sdk commands export: cannot write ${values.out}${typeof code === 'string' ? ` (${code})` : ''}`);
        return Exit.FAILED;
    }
    if (json)
        output.json({ ok: true, out: values.out, commands: items.length });
    else
        output.line(`exported ${items.length} commands to ${values.out}`);
    return Exit.OK;
}
