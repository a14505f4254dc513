/**
 * `social-sdk emulator [--port N] [--data FILE] [--seed N] [--fixtures FILE] [--no-rate-limits] [--voice-dave MODE]
 * [--desktop-app USER [--desktop-app-dir DIR]]`: runs the
 * emulator in the foreground until SIGINT/SIGTERM. The CLI entry (main.ts) calls {@link runEmulatorUntilSignal}.
 * The emulator's secrets are drawn through the native addon here (the emulator itself imports no addon).
 */
import { readFile } from 'node:fs/promises';
import { startEmulator } from '../emulator/index.js';
import { randomFill } from '../native/index.js';
import { isRecord } from '../rules/validateCore.js';
import { flagsOf, UsageError, unknownOption } from './args.js';
import { readTokenFile } from './cliToken.js';
export const EMULATOR_USAGE = `Usage: social-sdk emulator [options]

Runs the local service on http://127.0.0.1:<port> (API under /api/v10, control API under /_emulator,
a web console at /_emulator/ui).

Options:
  --port N           TCP port (default 0: pick a free one)
  --data FILE        keep the state in FILE (written atomically after each change, loaded at start)
  --seed N           reproducible ids
  --fixtures FILE    JSON seed (users, applications, guilds, ...) applied at start and on reset;
                     default: one demo application and one user
  --no-rate-limits   turn rate limiting off
  --voice-dave MODE  calls end-to-end encrypted (DAVE): required (default, as the service: a voice
                     client without DAVE is closed 4017) or allowed (older clients fall back to
                     transport encryption)
  --control-token-env NAME
                     require the token in environment variable NAME on every control request
                     (Authorization: Bearer <token>), for machines shared with other users;
                     without any --control-token* flag, SOCIAL_SDK_CONTROL_TOKEN is read if set
  --control-token-file FILE
                     the same, with the token on the first line of FILE
  --control-token T  the same, with the token itself (it shows in process lists: prefer the above)
  --desktop-app USER also play the Discord desktop app signed in as USER (an id or a username): games
                     find its IPC socket discord-ipc-0 in the folder printed (set XDG_RUNTIME_DIR to it)
  --desktop-app-dir DIR
                     the folder the app listens in (default: a new temporary folder, never your own)
Without a control token, every local process can read every secret at GET /_emulator/state:
the emulator says so when it starts.
  -h, --help         show this help`;
/** A command-line mistake; the message says which option and what is allowed. */
export class EmulatorUsageError extends UsageError {
    name = 'EmulatorUsageError';
    constructor(message) {
        super(message, 'social-sdk emulator [options]');
    }
}
/** The environment variable read for the control token when no `--control-token*` flag is given. */
export const CONTROL_TOKEN_ENV = 'SOCIAL_SDK_CONTROL_TOKEN';
/** The demo fixture: a public client with loopback and custom-scheme redirects, and one player. */
export function demoFixtures() {
    return {
        users: [{ username: 'player', global_name: 'Player One' }],
        applications: [
            {
                name: 'Demo Game',
                publicClient: true,
                redirectUris: ['http://127.0.0.1/callback'],
            },
        ],
    };
}
/** The value of an integer flag, 0..`max` in at most as many digits as `max`; else a usage error. */
function integerFlag(flag, text, max, expected) {
    const digits = new RegExp(`^\\d{1,${String(max).length}}$`);
    const parsed = digits.test(text) ? Number(text) : Number.NaN;
    if (!(parsed <= max))
        throw new EmulatorUsageError(`${flag}: expected ${expected}, received "${text}"`);
    return parsed;
}
/** Parses the arguments after `emulator`. */
export function parseEmulatorArgs(argv) {
    const options = {
        port: 0,
        dataFile: undefined,
        seed: undefined,
        fixturesFile: undefined,
        rateLimits: true,
        controlToken: undefined,
        controlTokenFile: undefined,
        desktopAppUser: undefined,
        desktopAppDir: undefined,
        help: false,
    };
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i] ?? '';
        const [flag, inline] = arg.startsWith('--') && arg.includes('=')
            ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
            : [arg, undefined];
        const value = () => {
            const next = inline ?? argv[++i];
            if (next === undefined || next === '')
                throw new EmulatorUsageError(`${flag}: a value is required`);
            return next;
        };
        switch (flag) {
            case '--port':
                options.port = integerFlag(flag, value(), 65_535, '0..65535');
                break;
            case '--data':
                options.dataFile = value();
                break;
            case '--seed':
                options.seed = integerFlag(flag, value(), 10 ** 12 - 1, 'a non-negative integer');
                break;
            case '--fixtures':
                options.fixturesFile = value();
                break;
            case '--control-token':
                options.controlToken = value();
                break;
            case '--control-token-file':
                options.controlTokenFile = value();
                break;
            case '--control-token-env': {
                const name = value();
                const token = process.env[name];
                if (token === undefined || token === '')
                    throw new EmulatorUsageError(`--control-token-env: the environment variable ${name} is not set`);
                options.controlToken = token;
                break;
            }
            case '--desktop-app':
                options.desktopAppUser = value();
                break;
            case '--voice-dave': {
                const mode = value();
                if (mode !== 'required' && mode !== 'allowed')
                    throw new EmulatorUsageError(`--voice-dave: expected required or allowed, received ${JSON.stringify(mode)}`);
                options.voiceDave = mode;
                break;
            }
            case '--desktop-app-dir':
                options.desktopAppDir = value();
                break;
            case '--no-rate-limits':
                options.rateLimits = false;
                break;
            case '-h':
            case '--help':
                options.help = true;
                break;
            default:
                throw new EmulatorUsageError(unknownOption(arg, flagsOf(EMULATOR_USAGE)));
        }
    }
    return options;
}
/**
 * Starts the emulator from command-line arguments and prints where it listens and what was seeded (ids
 * only: secrets are read through the control API, never printed). Returns the running emulator, or
 * undefined after `--help`. Throws {@link EmulatorUsageError} for bad arguments.
 */
export async function runEmulatorFromArgs(argv, io = {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
}, env = process.env) {
    const options = parseEmulatorArgs(argv);
    if (options.help) {
        io.out(EMULATOR_USAGE);
        return undefined;
    }
    const controlToken = await controlTokenOf(options, env);
    const fixtures = options.fixturesFile === undefined ? demoFixtures() : await readFixtures(options.fixturesFile);
    const emulator = await startEmulator({
        port: options.port,
        dataFile: options.dataFile,
        seed: options.seed,
        fixtures,
        random: randomFill,
        controlToken,
        ...(options.rateLimits ? {} : { rateLimits: false }),
        ...(options.voiceDave === undefined ? {} : { voice: { dave: options.voiceDave } }),
    });
    io.out(`Emulator listening on ${emulator.url}`);
    io.out(`  API:      ${emulator.url}/api/v10`);
    io.out(`  OIDC:     ${emulator.url}/.well-known/openid-configuration`);
    io.out(`  Control:  ${emulator.url}/_emulator (state, seed, clock, consent, faults, requests, events)`);
    io.out(`  Console:  ${emulator.url}/_emulator/ui (open it in a browser: watch and drive the emulator)`);
    if (options.dataFile)
        io.out(`  State:    ${options.dataFile}`);
    // The voice server's TLS needs its local CA trusted (docs/voice-server.md): kept beside the data file
    // (made now, so it can be trusted before a client starts), else in memory and served by the control API.
    if (options.dataFile) {
        const ca = await emulator.control.voice.certificateAuthority();
        io.out(`  Voice CA: ${ca.file} (trust it: NODE_EXTRA_CA_CERTS=${ca.file})`);
    }
    else
        io.out(`  Voice CA: ${emulator.url}/_emulator/voice/ca (in memory: save it, then NODE_EXTRA_CA_CERTS=<file>)`);
    const { store } = emulator.server.emulator;
    for (const app of store.applications.values()) {
        io.out(`  Application ${app.id} "${app.name}"${app.publicClient ? ' (public client)' : ''}`);
    }
    for (const user of store.users.values())
        if (!user.bot)
            io.out(`  User ${user.id} @${user.username}`);
    if (options.desktopAppDir !== undefined && options.desktopAppUser === undefined) {
        await emulator.close();
        throw new EmulatorUsageError('--desktop-app-dir: give --desktop-app USER too');
    }
    if (options.desktopAppUser !== undefined) {
        const wanted = options.desktopAppUser;
        const user = [...store.users.values()].find((u) => !u.bot && (u.id === wanted || u.username === wanted));
        if (user === undefined) {
            await emulator.close();
            throw new EmulatorUsageError(`--desktop-app: no user ${JSON.stringify(wanted)} (an id or a username)`);
        }
        const app = await emulator.control.desktopApp.start({ userId: user.id, dir: options.desktopAppDir });
        io.out(`  Desktop app: ${app.path} (the Discord app, signed in as @${user.username})`);
        io.out(`               point a game at it with XDG_RUNTIME_DIR=${app.dir}`);
    }
    io.out('  Secrets (client secret, bot token): GET /_emulator/state');
    if (controlToken === undefined)
        io.err('Warning: the control API has no token: any process on this machine can read every secret at ' +
            `GET ${emulator.url}/_emulator/state and change the state. Guard it with --control-token-env NAME, ` +
            `--control-token-file FILE or ${CONTROL_TOKEN_ENV}.`);
    return emulator;
}
/** The control token from the flags (one of them), else from {@link CONTROL_TOKEN_ENV}, else none. */
async function controlTokenOf(options, env) {
    if (options.controlTokenFile !== undefined) {
        if (options.controlToken !== undefined)
            throw new EmulatorUsageError('--control-token-file: give one --control-token* option, not two');
        return readTokenFile(options.controlTokenFile, 'social-sdk emulator [options]', '--control-token-file');
    }
    if (options.controlToken !== undefined)
        return options.controlToken;
    const fromEnv = env[CONTROL_TOKEN_ENV]?.trim();
    return fromEnv === undefined || fromEnv === '' ? undefined : fromEnv;
}
/** Runs until SIGINT/SIGTERM, then closes (flushing the data file). For the CLI's main. */
export async function runEmulatorUntilSignal(argv, io) {
    const emulator = await runEmulatorFromArgs(argv, io);
    if (!emulator)
        return;
    await new Promise((resolve) => {
        const stop = () => {
            process.off('SIGINT', stop);
            process.off('SIGTERM', stop);
            resolve();
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
    });
    await emulator.close();
}
async function readFixtures(path) {
    let text;
    try {
        text = await readFile(path, 'utf8');
    }
    catch (error) {
        throw new EmulatorUsageError(`--fixtures: cannot read ${path}: ${error.code ?? 'error'}`);
    }
    try {
        const parsed = JSON.parse(text);
        if (!isRecord(parsed))
            throw new Error('not an object');
        return parsed;
    }
    catch {
        throw new EmulatorUsageError(`--fixtures: ${path} is not a JSON object of seeds`);
    }
}
