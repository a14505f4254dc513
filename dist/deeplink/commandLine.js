/**
 * Splitting a launch command given as one string (the C++ library's `RegisterLaunchCommand(appId,
 * command)`) into the program and its arguments, without a shell and without any expansion: what is
 * written is what the program gets. The addon then quotes each argument again for the OS (Desktop Entry
 * `Exec` rules, or the Windows command-line rules), so the round trip is exact.
 *
 * - Windows: the Microsoft C runtime's rules (those of `CommandLineToArgvW`): the program is everything
 *   up to the first space, or between the first pair of double quotes; in arguments, `\"` is a literal
 *   quote, backslashes are literal unless they precede a quote (then 2n backslashes give n), and `""`
 *   inside quotes is a literal quote.
 * - Elsewhere: POSIX-shell-like quoting without expansion: spaces separate; `'...'` is literal; inside
 *   `"..."` a backslash escapes `"`, `\`, `$` and `` ` `` only; outside quotes a backslash escapes any
 *   character. `$HOME`, `~`, `*`, `;`, `|` and `%u` are ordinary characters.
 */
/** Longest launch command accepted, in characters: the Windows command-line limit, applied everywhere. */
export const MAX_LAUNCH_COMMAND_LENGTH = 32767;
/** The first control character (NUL, tab, newlines, DEL): it would end or split a desktop file's line. */
function firstControl(text) {
    for (let i = 0; i < text.length; i += 1) {
        const code = text.charCodeAt(i);
        if (code < 0x20 || code === 0x7f)
            return i;
    }
    return -1;
}
/**
 * Splits `text` per the rules of `platform` (above). Throws a TypeError when it is not a string, and a
 * RangeError naming `where` and the position for a control character, an unbalanced quote or too much text.
 * An empty (or all-space) command gives `undefined`: the caller substitutes the current executable.
 */
export function splitLaunchCommand(text, platform, where) {
    if (typeof text !== 'string') {
        throw new TypeError(`${where}: expected a string, received ${text === null ? 'null' : typeof text}`);
    }
    if (text.length > MAX_LAUNCH_COMMAND_LENGTH) {
        throw new RangeError(`${where}: at most ${MAX_LAUNCH_COMMAND_LENGTH} characters (the Windows command-line limit), received ${text.length}`);
    }
    const control = firstControl(text);
    if (control !== -1) {
        const code = text.charCodeAt(control).toString(16).padStart(2, '0');
        throw new RangeError(`${where}: control characters (NUL, tab, newline, ...) are not allowed; 0x${code} found at character ${control}`);
    }
    const words = platform === 'win32' ? splitWindows(text, where) : splitPosix(text, where);
    const [command, ...args] = words;
    return command === undefined ? undefined : { command, args };
}
function splitPosix(text, where) {
    const words = [];
    let word;
    for (let i = 0; i < text.length; i += 1) {
        const c = text[i];
        if (c === ' ') {
            if (word !== undefined)
                words.push(word);
            word = undefined;
        }
        else if (c === "'") {
            const end = text.indexOf("'", i + 1);
            if (end === -1)
                throw unbalanced(where, 'single', i);
            word = (word ?? '') + text.slice(i + 1, end);
            i = end;
        }
        else if (c === '"') {
            word ??= '';
            let j = i + 1;
            for (; j < text.length && text[j] !== '"'; j += 1) {
                const next = text[j + 1];
                if (text[j] === '\\' && next !== undefined && '"\\$`'.includes(next))
                    j += 1;
                word += text[j];
            }
            if (j >= text.length)
                throw unbalanced(where, 'double', i);
            i = j;
        }
        else if (c === '\\') {
            if (i + 1 >= text.length) {
                throw new RangeError(`${where}: a backslash at the end escapes nothing (character ${i})`);
            }
            i += 1;
            word = (word ?? '') + text[i];
        }
        else {
            word = (word ?? '') + c;
        }
    }
    if (word !== undefined)
        words.push(word);
    return words;
}
function splitWindows(text, where) {
    const words = [];
    let i = 0;
    while (text[i] === ' ')
        i += 1;
    if (i === text.length)
        return words;
    // The program: no escapes at all (a Windows file name cannot contain '"').
    if (text[i] === '"') {
        const end = text.indexOf('"', i + 1);
        if (end === -1)
            throw unbalanced(where, 'double', i);
        words.push(text.slice(i + 1, end));
        i = end + 1;
        if (i < text.length && text[i] !== ' ') {
            throw new RangeError(`${where}: the quoted program must be followed by a space, found '${text[i]}' at character ${i}`);
        }
    }
    else {
        const end = text.indexOf(' ', i);
        words.push(text.slice(i, end === -1 ? text.length : end));
        i = end === -1 ? text.length : end;
    }
    let word;
    let quoted = false;
    let quoteStart = -1;
    while (i < text.length) {
        const c = text[i];
        if (c === ' ' && !quoted) {
            if (word !== undefined)
                words.push(word);
            word = undefined;
            i += 1;
        }
        else if (c === '\\') {
            let run = 0;
            while (text[i] === '\\') {
                run += 1;
                i += 1;
            }
            if (text[i] === '"') {
                word = (word ?? '') + '\\'.repeat(Math.floor(run / 2));
                if (run % 2 === 1) {
                    word += '"';
                    i += 1;
                }
            }
            else {
                word = (word ?? '') + '\\'.repeat(run);
            }
        }
        else if (c === '"') {
            word ??= '';
            if (quoted && text[i + 1] === '"') {
                word += '"';
                i += 2;
            }
            else {
                quoted = !quoted;
                quoteStart = i;
                i += 1;
            }
        }
        else {
            word = (word ?? '') + c;
            i += 1;
        }
    }
    if (quoted)
        throw unbalanced(where, 'double', quoteStart);
    if (word !== undefined)
        words.push(word);
    return words;
}
function unbalanced(where, kind, at) {
    return new RangeError(`${where}: the ${kind} quote at character ${at} is never closed`);
}
