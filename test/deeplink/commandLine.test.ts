import { describe, expect, it } from 'vitest';
import { MAX_LAUNCH_COMMAND_LENGTH, splitLaunchCommand } from '../../src/deeplink/commandLine.js';

const posix = (text: string) => splitLaunchCommand(text, 'linux', 'registerLaunchCommand(command)');
const windows = (text: string) => splitLaunchCommand(text, 'win32', 'registerLaunchCommand(command)');

describe('splitLaunchCommand on Linux and macOS (POSIX quoting, no expansion)', () => {
  it('splits on spaces and keeps every shell character literal', () => {
    expect(posix('/opt/game/run --mode=full $HOME ~ * ; | & `id` %u 100%')).toEqual({
      command: '/opt/game/run',
      args: ['--mode=full', '$HOME', '~', '*', ';', '|', '&', '`id`', '%u', '100%'],
    });
  });

  it('groups quoted text: single quotes literal, double quotes escaping only " \\ $ `', () => {
    expect(posix(`"/opt/My Game/run" 'it''s "x"' "say \\"hi\\" \\$HOME \\n" a\\ b ''`)).toEqual({
      command: '/opt/My Game/run',
      args: ['its "x"', 'say "hi" $HOME \\n', 'a b', ''],
    });
  });

  it('gives undefined for an empty or all-space command (the current program is used then)', () => {
    expect(posix('')).toBeUndefined();
    expect(posix('    ')).toBeUndefined();
  });

  it('refuses unbalanced quotes and a trailing backslash, naming the position', () => {
    expect(() => posix('/opt/game "unclosed')).toThrow(
      'registerLaunchCommand(command): the double quote at character 10 is never closed',
    );
    expect(() => posix("/opt/game 'x")).toThrow(/single quote at character 10 is never closed/);
    expect(() => posix('/opt/game x\\')).toThrow(/a backslash at the end escapes nothing \(character 11\)/);
  });
});

describe('splitLaunchCommand on Windows (the C runtime rules)', () => {
  it('takes the program up to a space or between quotes, backslashes literal', () => {
    expect(windows('C:\\Games\\game.exe --x')).toEqual({ command: 'C:\\Games\\game.exe', args: ['--x'] });
    expect(windows('"C:\\Program Files (x86)\\My Game\\game.exe" a')).toEqual({
      command: 'C:\\Program Files (x86)\\My Game\\game.exe',
      args: ['a'],
    });
  });

  it('reads arguments as CommandLineToArgvW does: \\" quotes, 2n backslashes + " give n, "" in quotes', () => {
    expect(
      windows(
        'C:\\g.exe "a b" \\"q\\" "C:\\dir with space\\\\" back\\\\\\"slash C:\\x\\y "say ""hi""" "" & ^ $HOME',
      ),
    ).toEqual({
      command: 'C:\\g.exe',
      args: [
        'a b',
        '"q"',
        'C:\\dir with space\\',
        'back\\"slash',
        'C:\\x\\y',
        'say "hi"',
        '',
        '&',
        '^',
        '$HOME',
      ],
    });
  });

  it('refuses an unclosed quote and text glued to the quoted program', () => {
    expect(() => windows('"C:\\Games\\game.exe --x')).toThrow(/double quote at character 0 is never closed/);
    expect(() => windows('C:\\g.exe "open')).toThrow(/double quote at character 9 is never closed/);
    expect(() => windows('"C:\\g.exe"x')).toThrow(/must be followed by a space, found 'x' at character 10/);
  });
});

describe('hostile commands on every platform', () => {
  it.each([
    ['NUL', '/opt/game\u0000--evil', '0x00 found at character 9'],
    ['a newline', '/opt/game\nExec=/bin/sh', '0x0a found at character 9'],
    ['a carriage return', '/opt/game\r', '0x0d found at character 9'],
    ['a tab', '/opt/game\t-x', '0x09 found at character 9'],
    ['DEL', '/opt/game\u007f', '0x7f found at character 9'],
  ])('refuses %s with its position', (_name, text, detail) => {
    for (const split of [posix, windows]) {
      expect(() => split(text)).toThrow(RangeError);
      expect(() => split(text)).toThrow(
        `control characters (NUL, tab, newline, ...) are not allowed; ${detail}`,
      );
    }
  });

  it('refuses 64 KB whole, and takes exactly the limit', () => {
    const huge = `/opt/game ${'a'.repeat(64 * 1024)}`;
    expect(() => posix(huge)).toThrow(
      `registerLaunchCommand(command): at most 32767 characters (the Windows command-line limit), received ${huge.length}`,
    );
    expect(() => windows(huge)).toThrow(RangeError);
    const limit = `/g ${'a'.repeat(MAX_LAUNCH_COMMAND_LENGTH - 3)}`;
    expect(posix(limit)?.args[0]?.length).toBe(MAX_LAUNCH_COMMAND_LENGTH - 3);
  });

  it('refuses what is not a string', () => {
    expect(() => posix(42 as unknown as string)).toThrow(
      new TypeError('registerLaunchCommand(command): expected a string, received number'),
    );
    expect(() => windows(null as unknown as string)).toThrow(/received null/);
  });
});
