/**
 * The parts of `social-sdk commands` that need no service: the output (progress on a TTY or as plain
 * lines, the token redacted) and where the token comes from. Streams are plain objects that record writes.
 */
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/args.js';
import { CliOutput, type OutputStream, PROGRESS_MIN_WRITES } from '../../src/cli/cliOutput.js';
import { resolveToken } from '../../src/cli/cliToken.js';
import { runCommands } from '../../src/cli/commands.js';
import { useTempDir } from '../emulator/helpers.js';

function stream(isTTY: boolean): OutputStream & { text: string } {
  const out = {
    text: '',
    isTTY,
    write(chunk: string) {
      out.text += chunk;
      return true;
    },
  };
  return out;
}

describe('output', () => {
  it('on a TTY, one progress line rewritten in place and cleared before results', () => {
    const stdout = stream(true);
    const stderr = stream(true);
    const output = new CliOutput(stdout, stderr);
    output.progress(1, 20, 'update a');
    output.progress(2, 20, 'update b');
    expect(stderr.text).toBe('\r\x1b[K[1/20] update a\r\x1b[K[2/20] update b');
    output.line('done');
    expect(stderr.text.endsWith('\r\x1b[K')).toBe(true);
    expect(stdout.text).toBe('done\n');
  });

  it('without a TTY, a plain line every ten writes; nothing for short work', () => {
    const stderr = stream(false);
    const output = new CliOutput(stream(false), stderr);
    for (let done = 1; done <= 25; done++) output.progress(done, 25, `create c${done}`);
    for (let done = 1; done < PROGRESS_MIN_WRITES; done++)
      output.progress(done, PROGRESS_MIN_WRITES - 1, 'x');
    expect(stderr.text).toBe('progress: 10/25 writes\nprogress: 20/25 writes\nprogress: 25/25 writes\n');
  });

  it('redacts the token from everything it writes', () => {
    const stdout = stream(false);
    const stderr = stream(false);
    const output = new CliOutput(stdout, stderr);
    output.addSecret('tok.en-value-123');
    output.line('a tok.en-value-123 b');
    output.problem('tok.en-value-123');
    output.json({ echoed: 'tok.en-value-123' });
    expect(`${stdout.text}${stderr.text}`).not.toContain('tok.en-value-123');
    expect(stdout.text).toContain('a [REDACTED] b');
  });
});

describe('token sources', () => {
  const temp = useTempDir('social-sdk-token-');
  const usage = 'social-sdk commands sync ...';

  it('reads the environment variable named, or the first line of a file', async () => {
    expect(await resolveToken({}, usage, { SOCIAL_SDK_BOT_TOKEN: ' abc.def \n' })).toBe('abc.def');
    expect(await resolveToken({ tokenEnv: 'MY_TOKEN' }, usage, { MY_TOKEN: 'xyz' })).toBe('xyz');
    await writeFile(temp('token'), 'file-token\n# comment\n');
    expect(await resolveToken({ tokenFile: temp('token') }, usage, {})).toBe('file-token');
  });

  it('says what is missing or wrong, as a usage error that never holds the token', async () => {
    const failure = (source: Parameters<typeof resolveToken>[0], env: NodeJS.ProcessEnv = {}) =>
      resolveToken(source, usage, env).then(
        () => 'resolved',
        (error: unknown) => {
          expect(error).toBeInstanceOf(UsageError);
          return (error as Error).message;
        },
      );
    await writeFile(temp('big'), 'x'.repeat(5000));
    await writeFile(temp('empty'), '\n');
    expect(await failure({})).toMatch(/SOCIAL_SDK_BOT_TOKEN is not set/);
    expect(await failure({}, { SOCIAL_SDK_BOT_TOKEN: '  ' })).toMatch(/is empty/);
    expect(await failure({ tokenEnv: 'A', tokenFile: 'b' })).toMatch(/one of them, not both/);
    expect(await failure({ tokenEnv: 'bad name' })).toMatch(/expected an environment variable name/);
    expect(await failure({ tokenFile: temp('nope') })).toMatch(/cannot read .*nope \(ENOENT\)/);
    expect(await failure({ tokenFile: temp('big') })).toMatch(/5000 bytes, too big/);
    expect(await failure({ tokenFile: temp('empty') })).toMatch(/holds no token/);
    expect(await failure({ tokenFile: temp() })).toMatch(/is not a file/);
  });
});

describe('help, usage and validate, in process', () => {
  const temp = useTempDir('social-sdk-validate-');

  it.each(['validate', 'diff', 'sync', 'export'])('%s --help prints its usage and options', async (name) => {
    const stdout = stream(false);
    expect(await runCommands([name, '--help'], new CliOutput(stdout, stream(false)))).toBe(0);
    expect(stdout.text).toMatch(new RegExp(`^usage: social-sdk commands ${name}`));
    expect(stdout.text).toContain('--json');
  });

  it('validate --json: one document with each file and its problems, exit 1', async () => {
    const stdout = stream(false);
    await writeFile(temp('set.json'), JSON.stringify([{ name: 'ok', description: 'fine' }, { name: 'x' }]));
    await writeFile(temp('bom.json'), `\uFEFF${JSON.stringify([{ name: 'fine', description: 'ok' }])}`);
    const output = new CliOutput(stdout, stream(false));
    const code = await runCommands(['validate', temp('set.json'), temp('bom.json'), '--json'], output);
    expect(code).toBe(1);
    expect(JSON.parse(stdout.text)).toEqual({
      valid: false,
      files: [
        {
          file: temp('set.json'),
          commands: 2,
          problems: [{ path: '[1].description', code: 'BASE_TYPE_REQUIRED', message: expect.any(String) }],
        },
        // A byte order mark (some Windows editors write one) is not a JSON error.
        { file: temp('bom.json'), commands: 1, problems: [] },
      ],
    });
  });

  it('refuses an unknown subcommand, a bad id and a bad scope with usage errors', async () => {
    const output = new CliOutput(stream(false), stream(false));
    await expect(runCommands(['deploy'], output)).rejects.toThrow(/unknown command "deploy"/);
    await expect(runCommands(['diff', 'f.json', '--app', '12x'], output)).rejects.toThrow(
      /--app: expected an id \(a decimal snowflake\), received "12x"/,
    );
    await expect(runCommands(['validate', 'f.json', '--scope', 'world'], output)).rejects.toThrow(
      /--scope: expected global or guild/,
    );
    await expect(runCommands(['sync', 'a.json', 'b.json', '--app', '1'], output)).rejects.toThrow(
      /one FILE only, received 2/,
    );
  });
});
