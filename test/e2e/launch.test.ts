/**
 * A join link through the OS on Linux, with real tools: the game registers its launch command with
 * `Client.RegisterLaunchCommand` (one command line, in a directory whose name needs every kind of
 * quoting) in a throw-away XDG environment; `gio open 'discord-<id>:/_discord/join?secret=...'` makes
 * GLib start that command, which hands the link to the game already running (this test process) through
 * the single-instance hand-off, where `onActivityJoin` receives the secret; or, on a cold start, receives
 * it itself.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Client } from '../../src/client/Client.js';
import { activityJoinUrl } from '../../src/deeplink/joinUrl.js';
import { type RedirectReceiver, startRedirectReceiver } from '../../src/deeplink/receiver.js';
import { unregisterScheme } from '../../src/deeplink/register.js';
import { createXdgSandbox } from '../deeplink/xdgSandbox.js';
import { requireTools } from '../support/systemTools.js';
import { waitFor } from '../support/waitFor.js';
import { DEEPLINK_MODULE, TSX_LOADER } from './handlerPrograms.js';

const sandbox = createXdgSandbox('social-sdk-e2e-launch-');
afterAll(() => sandbox.dispose());

const APP_ID = '4815162342';
const SCHEME = `discord-${APP_ID}`;
const SECRET = 'lobby-7:s3cr&t=ü ✓/?#';

const gameDir = join(sandbox.root, `my game "v2" $HOME 100% \`x\` it's`);
const gameScript = join(gameDir, 'game.mjs');
const gameLog = join(sandbox.root, 'game-log.jsonl');
mkdirSync(gameDir, { recursive: true });
writeFileSync(
  gameScript,
  `// The game as the OS starts it for a link: records its argv, then joins or hands the link over.
import { appendFileSync } from 'node:fs';
const { startRedirectReceiver } = await import(${JSON.stringify(DEEPLINK_MODULE)});
const record = (entry) => appendFileSync(${JSON.stringify(gameLog)}, JSON.stringify(entry) + '\\n');
record({ event: 'started', argv: process.argv });
const receiver = await startRedirectReceiver({
  scheme: ${JSON.stringify(APP_ID)},
  onActivityJoin: async (secret, applicationId) => {
    record({ event: 'joined', secret, applicationId });
    await receiver.close();
  },
});
if (receiver.role === 'secondary') {
  record({ event: 'forwarded', forwarded: receiver.forwarded });
  process.exit(receiver.forwarded ? 0 : 3);
}
// A game that is never sent its join stops on its own: the test's processes are bounded in time.
setTimeout(() => {
  record({ event: 'gave-up' });
  void receiver.close();
}, 20_000).unref();
`,
);

/** One POSIX-quoted word of a launch command: single quotes, each `'` closed, escaped and reopened. */
const quote = (word: string): string => `'${word.replaceAll("'", "'\\''")}'`;
/** Arguments after the script that a shell or the Desktop Entry spec would otherwise act on. */
const extraArgs = ['%u', '100%', '$PATH', '"quoted"', 'a b'];
const LAUNCH_COMMAND = [process.execPath, '--import', TSX_LOADER, gameScript, ...extraArgs]
  .map(quote)
  .join(' ');

function readLog(): Array<Record<string, unknown>> {
  if (!existsSync(gameLog)) return [];
  return readFileSync(gameLog, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const logEvent = (event: string) => () => readLog().find((entry) => entry.event === event);

describe.runIf(process.platform === 'linux')('join links through the OS (gio)', () => {
  beforeEach((ctx) => {
    requireTools(ctx, ['gio']);
    writeFileSync(gameLog, '');
    expect(new Client().RegisterLaunchCommand(APP_ID, LAUNCH_COMMAND)).toBe(true);
  });
  afterEach(() => {
    unregisterScheme(APP_ID);
  });

  it('reaches the running game: gio open -> launch command -> hand-off -> onActivityJoin', async () => {
    const joins: Array<[string, string | undefined]> = [];
    const receiver: RedirectReceiver = await startRedirectReceiver({
      scheme: APP_ID,
      argv: [],
      onActivityJoin: (secret, applicationId) => joins.push([secret, applicationId]),
    });
    expect(receiver.role).toBe('primary');
    const url = activityJoinUrl(SCHEME, SECRET);
    try {
      const opened = await sandbox.run('gio', ['open', url]);
      expect(opened, opened.stderr).toMatchObject({ code: 0 });
      await waitFor(() => joins[0], { what: 'the join to arrive', timeoutMs: 20_000 }).catch(
        (error: Error) => {
          throw new Error(`${error.message}; game log: ${JSON.stringify(readLog())}`);
        },
      );
      expect(joins).toEqual([[SECRET, APP_ID]]);
    } finally {
      if (receiver.role === 'primary') await receiver.close();
    }
    const forwarded = await waitFor(logEvent('forwarded'), { what: 'the game to exit', timeoutMs: 20_000 });
    expect(forwarded).toEqual({ event: 'forwarded', forwarded: true });
    // The command line arrived word for word, '%u' and '100%' literal, then the link.
    const started = readLog().find((entry) => entry.event === 'started');
    expect(started?.argv).toEqual([process.execPath, gameScript, ...extraArgs, url]);
  });

  it('on a cold start the launched game takes the secret itself', async () => {
    const url = activityJoinUrl(SCHEME, SECRET);
    const opened = await sandbox.run('gio', ['open', url]);
    expect(opened, opened.stderr).toMatchObject({ code: 0 });
    const joinedEvent = await waitFor(logEvent('joined'), { what: 'the cold-start join', timeoutMs: 20_000 });
    expect(joinedEvent).toEqual({ event: 'joined', secret: SECRET, applicationId: APP_ID });
    expect(readLog().some((entry) => entry.event === 'forwarded')).toBe(false);
  });
});
