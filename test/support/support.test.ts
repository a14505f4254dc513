/** The test-support rules themselves: the browser order and the skip-or-fail rule for missing OS tools. */
import { chmodSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bareBin } from './bareBin.js';
import { chooseBrowser } from './browser.js';
import { hasTool, missingToolsReason, requireTools, type SkippableContext } from './systemTools.js';

const dir = mkdtempSync(join(tmpdir(), 'support-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('chooseBrowser', () => {
  it('takes SOCIAL_SDK_CHROMIUM first, and says when that path does not exist', async () => {
    const fake = join(dir, 'my-chromium');
    writeFileSync(fake, '#!/bin/sh\n');
    chmodSync(fake, 0o755);
    expect(await chooseBrowser({ SOCIAL_SDK_CHROMIUM: fake })).toMatchObject({
      kind: 'found',
      source: 'SOCIAL_SDK_CHROMIUM',
      executablePath: fake,
    });
    expect(await chooseBrowser({ SOCIAL_SDK_CHROMIUM: join(dir, 'absent') })).toEqual({
      kind: 'missing',
      reason: `SOCIAL_SDK_CHROMIUM=${join(dir, 'absent')} does not exist`,
    });
  });
});

describe('requireTools', () => {
  const skipper = (): SkippableContext & { notes: string[] } => {
    const notes: string[] = [];
    return {
      notes,
      skip(note?: string): never {
        notes.push(note ?? '');
        throw new Error('skipped');
      },
    };
  };

  it('finds tools on PATH and names the Debian package of a missing one', () => {
    expect(hasTool('sh')).toBe(true);
    expect(missingToolsReason(['sh'])).toBeUndefined();
    expect(missingToolsReason(['sh', 'no-such-tool-4e1f'])).toBe('no-such-tool-4e1f not installed');
  });

  it('skips with the reason outside CI and fails in CI', () => {
    const saved = process.env.CI;
    try {
      delete process.env.CI;
      const ctx = skipper();
      expect(() => requireTools(ctx, ['no-such-tool-4e1f'])).toThrow('skipped');
      expect(ctx.notes).toEqual(['no-such-tool-4e1f not installed']);
      process.env.CI = 'true';
      const inCi = skipper();
      expect(() => requireTools(inCi, ['no-such-tool-4e1f'])).toThrow(
        'no-such-tool-4e1f not installed: CI must provide it (see .ci/run)',
      );
      expect(inCi.notes).toEqual([]);
      expect(() => requireTools(inCi, ['sh'])).not.toThrow();
    } finally {
      if (saved === undefined) delete process.env.CI;
      else process.env.CI = saved;
    }
  });
});

describe('bareBin', () => {
  it('takes a name once even when its first link dangles (merged /bin and /usr/bin), leaving out build tools', () => {
    const usrBin = join(dir, 'usr-bin');
    const alsoBin = join(dir, 'bin');
    for (const folder of [usrBin, alsoBin]) {
      mkdirSync(folder);
      // An alternatives link to a browser that is not installed: it dangles, in both folders.
      symlinkSync(join(dir, 'no-such-browser'), join(folder, 'x-www-browser'));
      writeFileSync(join(folder, 'git'), '');
      writeFileSync(join(folder, 'cmake'), '');
    }
    const bin = bareBin(join(dir, 'bare'), [usrBin, alsoBin], /^cmake$/, process.execPath);
    expect(readlinkSync(join(bin, 'x-www-browser'))).toBe(join(usrBin, 'x-www-browser'));
    expect(readlinkSync(join(bin, 'git'))).toBe(join(usrBin, 'git'));
    expect(readlinkSync(join(bin, 'node'))).toBe(process.execPath);
    expect(() => readlinkSync(join(bin, 'cmake'))).toThrow(/ENOENT/);
  });
});
