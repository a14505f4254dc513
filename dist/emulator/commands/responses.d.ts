/**
 * Serialized command responses, one cache per emulator. The registry never changes a stored list or
 * command in place (a change stores new objects), so an entry is valid for as long as its list or
 * command is the current one, and is collected with it. Lists of 100 commands are tens of kilobytes:
 * serializing them once per change instead of once per request is what keeps list GETs close to a bare
 * route's throughput.
 */
import type { ApplicationCommand } from '../../model/index.js';
export declare class CommandResponses {
    #private;
    /** One command's JSON. */
    command(command: ApplicationCommand): string;
    /** A list's JSON, localized for `locale` (`null`: as stored, with the dictionaries). */
    list(commands: readonly ApplicationCommand[], locale: string | null | undefined): string;
}
