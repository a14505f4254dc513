/**
 * The console's files ship with the package: every module the page imports is among the files served,
 * the build copies them beside the compiled emulator (so `social-sdk emulator` run from dist/ serves the
 * page it prints), and a folder without them is named in a clear error instead of a blank page.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSETS_DIR, loadAssets } from '../../src/emulator/console/assets.js';
import { PACKAGE_ROOT } from '../../src/native/loader.js';

describe("the console's files", () => {
  it('hold every module the page imports, each served with its type', () => {
    const assets = loadAssets(ASSETS_DIR);
    const missing: string[] = [];
    for (const [name, asset] of assets) {
      if (!name.endsWith('.js')) continue;
      expect(asset.type, name).toBe('text/javascript; charset=utf-8');
      const folder = name.includes('/') ? name.slice(0, name.lastIndexOf('/') + 1) : '';
      for (const match of asset.body.toString('utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
        const target = new URL(match[1] ?? '', `http://x/${folder}`).pathname.slice(1);
        if (!assets.has(target)) missing.push(`${name} imports ${target}`);
      }
    }
    expect(missing).toEqual([]);
    expect(assets.get('index.html')?.body.toString('utf8')).toContain('/_emulator/ui/console.js');
  });

  it('names the folder when the files are missing', () => {
    expect(() => loadAssets(join(PACKAGE_ROOT, 'no-such-folder'))).toThrow(
      /console's files are missing at .*no-such-folder/,
    );
  });

  it('are copied by the build: the CLI run from dist/ serves the page it prints', async () => {
    const main = join(PACKAGE_ROOT, 'dist', 'cli', 'main.js');
    if (!existsSync(main)) throw new Error('dist/ is missing: run npm run build:ts');
    const child = spawn(process.execPath, [main, 'emulator', '--port', '0'], { cwd: PACKAGE_ROOT });
    try {
      let output = '';
      const consoleUrl = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Console: {2}(http:\/\/127\.0\.0\.1:\d+\/_emulator\/ui)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`emulator exited early (${code}): ${output}`)));
      });
      const page = await fetch(consoleUrl);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('social-sdk emulator');
      for (const file of ['console.js', 'console.css', 'pages/lobbies.js']) {
        expect((await fetch(`${consoleUrl}/${file}`)).status, file).toBe(200);
      }
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }, 60_000);
});
