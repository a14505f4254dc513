/**
 * Command files: JSON, or a JavaScript module (`.js`, `.mjs`, `.cjs`) whose default export (or
 * `commands` export) is the array, so builders can be used to write it. A module is the user's own code
 * and runs as such, like any JavaScript configuration file.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
/** 131 commands of 8000 characters, localized in 32 locales, stay well below this. */
const MAX_JSON_BYTES = 16 * 1024 * 1024;
const MODULE_EXTENSIONS = new Set(['.js', '.mjs', '.cjs']);
/** The first line of an error's message: the reason, not the stack. */
function reason(error) {
    const code = error.code;
    if (code === 'ENOENT')
        return 'no such file';
    if (code === 'EACCES')
        return 'permission denied';
    const message = error instanceof Error ? error.message : String(error);
    return message.split('\n', 1)[0] ?? message;
}
async function loadJson(file) {
    let text;
    try {
        const info = await stat(file);
        if (!info.isFile())
            return { file, problem: 'not a file' };
        if (info.size > MAX_JSON_BYTES)
            return { file, problem: `${info.size} bytes, more than the ${MAX_JSON_BYTES} a command file can need` };
        text = await readFile(file, 'utf8');
    }
    catch (error) {
        return { file, problem: `cannot read: ${reason(error)}` };
    }
    try {
        // Some Windows editors start UTF-8 files with a byte order mark, which JSON.parse refuses.
        return { file, input: JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text) };
    }
    catch (error) {
        return { file, problem: `not valid JSON: ${reason(error)}` };
    }
}
async function loadModule(file) {
    try {
        await stat(file);
    }
    catch (error) {
        return { file, problem: `cannot read: ${reason(error)}` };
    }
    let exported;
    try {
        exported = (await import(pathToFileURL(resolve(file)).href));
    }
    catch (error) {
        return { file, problem: `the module failed to load: ${reason(error)}` };
    }
    const input = exported.default ?? exported.commands;
    if (input === undefined) {
        return {
            file,
            problem: 'the module exports no commands: `export default [...]` or `export const commands = [...]`',
        };
    }
    return { file, input };
}
/** Loads one command file; never throws (a problem is returned, to be reported with the file's name). */
export function loadCommandFile(file) {
    const extension = extname(file).toLowerCase();
    if (extension === '.json')
        return loadJson(file);
    if (MODULE_EXTENSIONS.has(extension))
        return loadModule(file);
    return Promise.resolve({
        file,
        problem: `expected a .json, .js, .mjs or .cjs file, not ${extension === '' ? 'a file without an extension' : extension}`,
    });
}
