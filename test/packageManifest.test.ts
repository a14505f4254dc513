/**
 * package.json's promises to dependents, checked without installing: every export is loadable by
 * `require` as well as `import` (the `default` condition, no `import`-only entry), has types that exist and
 * a `typesVersions` entry for TypeScript's older node10 resolution, and points at committed files; the
 * package runs no install-time script (so installs need no compiler, and no devDependencies for a git
 * install); `engines` admits only Nodes whose `require` loads ES modules. New exports are covered as they
 * are added. (test/e2e/install.test.ts installs the package for real.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/native/loader.js';

interface Manifest {
  engines: { node: string };
  exports: Record<string, string | Record<string, string>>;
  typesVersions: Record<string, Record<string, string[]>>;
  scripts: Record<string, string>;
  files: string[];
}

const manifest = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as Manifest;
const entries = Object.entries(manifest.exports).filter(([key]) => key !== './package.json');

describe('package.json', () => {
  it.each(entries)('export %s: types first, then default, both present in the package', (key, target) => {
    expect(typeof target).toBe('object');
    const conditions = target as Record<string, string>;
    expect(Object.keys(conditions)).toEqual(['types', 'default']);
    for (const file of Object.values(conditions)) {
      expect(existsSync(join(PACKAGE_ROOT, file)), `${key}: ${file}`).toBe(true);
      expect(manifest.files.some((root) => file.startsWith(`./${root}/`))).toBe(true);
    }
    if (key === '.') return;
    // node10 resolution ignores exports: typesVersions maps the subpath to the same declarations.
    expect(manifest.typesVersions['*']?.[key.slice(2)]).toEqual([conditions.types]);
  });

  it('runs no script at install, and no script that makes npm prepare a git dependency', () => {
    // pacote installs every devDependency of a git dependency that has any of these (lib/git.js).
    for (const name of ['preinstall', 'install', 'postinstall', 'prepare', 'prepack', 'build']) {
      expect(manifest.scripts[name], name).toBeUndefined();
    }
  });

  it("the Electron sample's npm test builds first (its tests load dist/renderer/index.html)", () => {
    const sample = JSON.parse(
      readFileSync(join(PACKAGE_ROOT, 'electron-sample', 'package.json'), 'utf8'),
    ) as Manifest;
    expect(sample.scripts.pretest).toBe('npm run build');
  });

  it('decides every install script of the lockfile in allowScripts (npm 11 asks about any other)', () => {
    const lock = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
    };
    const decided = (manifest as unknown as { allowScripts: Record<string, boolean> }).allowScripts;
    const undecided = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript === true)
      .map(([path, entry]) => [path.slice(path.lastIndexOf('node_modules/') + 13), entry.version] as const)
      .filter(([name, version]) => decided[name] === undefined && decided[`${name}@${version}`] === undefined)
      .map(([name, version]) => `${name}@${version}`);
    expect(
      undecided,
      'decide each in package.json allowScripts, and say why in README (Quick start)',
    ).toEqual([]);
  });

  it('admits only Nodes whose require loads ES modules (20.19+, 22.12+)', () => {
    expect(manifest.engines.node).toBe('^20.19.0 || >=22.12.0');
  });

  it('ships a prebuilt addon, and its audio module, for each platform it promises one for', () => {
    for (const target of ['linux-x64', 'linux-arm64', 'win32-x64']) {
      for (const file of ['social_sdk.node', 'social_sdk_audio.node'])
        expect(existsSync(join(PACKAGE_ROOT, 'prebuilds', target, file)), `${target}/${file}`).toBe(true);
    }
    expect(manifest.files).toContain('prebuilds');
  });
});
