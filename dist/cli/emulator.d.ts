/**
 * `social-sdk emulator [--port N] [--data FILE] [--seed N] [--fixtures FILE] [--no-rate-limits] [--voice-dave MODE]
 * [--desktop-app USER [--desktop-app-dir DIR]]`: runs the
 * emulator in the foreground until SIGINT/SIGTERM. The CLI entry (main.ts) calls {@link runEmulatorUntilSignal}.
 * The emulator's secrets are drawn through the native addon here (the emulator itself imports no addon).
 */
import { type RunningEmulator, type SeedInput } from '../emulator/index.js';
import { UsageError } from './args.js';
export declare const EMULATOR_USAGE = "Usage: social-sdk emulator [options]\n\nRuns the local service on http://127.0.0.1:<port> (API under /api/v10, control API under /_emulator,\na web console at /_emulator/ui).\n\nOptions:\n  --port N           TCP port (default 0: pick a free one)\n  --data FILE        keep the state in FILE (written atomically after each change, loaded at start)\n  --seed N           reproducible ids\n  --fixtures FILE    JSON seed (users, applications, guilds, ...) applied at start and on reset;\n                     default: one demo application and one user\n  --no-rate-limits   turn rate limiting off\n  --voice-dave MODE  calls end-to-end encrypted (DAVE): required (default, as the service: a voice\n                     client without DAVE is closed 4017) or allowed (older clients fall back to\n                     transport encryption)\n  --control-token-env NAME\n                     require the token in environment variable NAME on every control request\n                     (Authorization: Bearer <token>), for machines shared with other users;\n                     without any --control-token* flag, SOCIAL_SDK_CONTROL_TOKEN is read if set\n  --control-token-file FILE\n                     the same, with the token on the first line of FILE\n  --control-token T  the same, with the token itself (it shows in process lists: prefer the above)\n  --desktop-app USER also play the Discord desktop app signed in as USER (an id or a username): games\n                     find its IPC socket discord-ipc-0 in the folder printed (set XDG_RUNTIME_DIR to it)\n  --desktop-app-dir DIR\n                     the folder the app listens in (default: a new temporary folder, never your own)\nWithout a control token, every local process can read every secret at GET /_emulator/state:\nthe emulator says so when it starts.\n  -h, --help         show this help";
/** A command-line mistake; the message says which option and what is allowed. */
export declare class EmulatorUsageError extends UsageError {
    name: string;
    constructor(message: string);
}
export interface EmulatorCliOptions {
    port: number;
    dataFile: string | undefined;
    seed: number | undefined;
    fixturesFile: string | undefined;
    rateLimits: boolean;
    /** `voice.dave` (undefined: the emulator's default, 'required'). */
    voiceDave?: 'required' | 'allowed' | undefined;
    controlToken: string | undefined;
    /** A file whose first line is the control token (read when the emulator starts). */
    controlTokenFile: string | undefined;
    /** The user (id or username) the emulated Discord app is signed in as, if one is played. */
    desktopAppUser: string | undefined;
    /** The folder the emulated Discord app listens in (default: a new temporary folder). */
    desktopAppDir: string | undefined;
    help: boolean;
}
/** The environment variable read for the control token when no `--control-token*` flag is given. */
export declare const CONTROL_TOKEN_ENV = "SOCIAL_SDK_CONTROL_TOKEN";
/** The demo fixture: a public client with loopback and custom-scheme redirects, and one player. */
export declare function demoFixtures(): SeedInput;
/** Parses the arguments after `emulator`. */
export declare function parseEmulatorArgs(argv: readonly string[]): EmulatorCliOptions;
export interface EmulatorCliIo {
    out: (line: string) => void;
    err: (line: string) => void;
}
/**
 * Starts the emulator from command-line arguments and prints where it listens and what was seeded (ids
 * only: secrets are read through the control API, never printed). Returns the running emulator, or
 * undefined after `--help`. Throws {@link EmulatorUsageError} for bad arguments.
 */
export declare function runEmulatorFromArgs(argv: readonly string[], io?: EmulatorCliIo, env?: NodeJS.ProcessEnv): Promise<RunningEmulator | undefined>;
/** Runs until SIGINT/SIGTERM, then closes (flushing the data file). For the CLI's main. */
export declare function runEmulatorUntilSignal(argv: readonly string[], io?: EmulatorCliIo): Promise<void>;
