import { localizeCommand } from '../../rules/index.js';
export class CommandResponses {
    /** Per registered list, by requester locale (`*`: with the dictionaries). */
    #lists = new WeakMap();
    #commands = new WeakMap();
    /** One command's JSON. */
    command(command) {
        let body = this.#commands.get(command);
        if (body === undefined) {
            body = JSON.stringify(command);
            this.#commands.set(command, body);
        }
        return body;
    }
    /** A list's JSON, localized for `locale` (`null`: as stored, with the dictionaries). */
    list(commands, locale) {
        let variants = this.#lists.get(commands);
        if (!variants) {
            variants = new Map();
            this.#lists.set(commands, variants);
        }
        const key = locale === null ? '*' : (locale ?? '');
        let body = variants.get(key);
        if (body === undefined) {
            const shaped = locale === null ? commands : commands.map((command) => localizeCommand(command, locale));
            body = JSON.stringify(shaped);
            variants.set(key, body);
        }
        return body;
    }
}
