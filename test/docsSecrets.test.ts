/**
 * Issue 38, fault 6: the README's join sample built the party id from the lobby secret, so a friend who
 * was never invited could read the secret's shape from presence and join. Samples teach: no code shown
 * to users (README, docs, the demo, the Electron sample) puts a join secret, or anything derived from it,
 * into a field everyone can read. The check reads each `SetJoin(<secret>)` and refuses a `SetId(...)`,
 * `SetState`, `SetDetails` or `SetName` of the same piece of code that names that secret.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** Every source a user reads as an example: fenced blocks of the markdown files, whole demo files. */
function samples(): { where: string; code: string }[] {
  const out: { where: string; code: string }[] = [];
  const markdown = [
    'README.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];
  for (const file of markdown) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const match of text.matchAll(/^```(?:ts|js|typescript)[^\n]*\n([\s\S]*?)^```/gm)) {
      const line = text.slice(0, match.index).split('\n').length;
      out.push({ where: `${file}:${line}`, code: match[1] ?? '' });
    }
  }
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name))
        : entry.name.endsWith('.ts')
          ? [join(dir, entry.name)]
          : [],
    );
  for (const file of [...walk(join(ROOT, 'src', 'cli')), ...walk(join(ROOT, 'electron-sample', 'src'))])
    out.push({ where: relative(ROOT, file), code: readFileSync(file, 'utf8') });
  return out;
}

/** The public fields whose argument names a join secret in the same sample. */
function leaks(code: string): string[] {
  const secrets = [...code.matchAll(/\bSetJoin\(\s*([A-Za-z_$][\w$.]*)\s*\)/g)].map(
    (match) => match[1] as string,
  );
  const found: string[] = [];
  for (const secret of new Set(secrets)) {
    const name = secret.split('.').pop() as string;
    for (const call of code.matchAll(/\b(SetId|SetState|SetDetails|SetName)\(([^)]*)\)/g))
      if (new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(call[2] ?? ''))
        found.push(`${call[1]}(${call[2]})`);
  }
  return found;
}

describe('samples never publish a secret', () => {
  it('finds the fault it is meant to find', () => {
    // The README's old sample: a template literal that names the secret.
    const old = ['party.SetId(`party-$', '{lobbySecret}`);\nsecrets.SetJoin(lobbySecret);'].join('');
    expect(leaks(old)).toEqual([`SetId(${old.slice(12, old.indexOf(');'))})`]);
    expect(leaks('party.SetId(partyId);\nsecrets.SetJoin(lobbySecret);')).toEqual([]);
  });

  it('no README, docs, demo or sample code derives a public field from a join secret', () => {
    const all = samples();
    expect(all.length).toBeGreaterThan(20);
    const found = all.flatMap(({ where, code }) => leaks(code).map((leak) => `${where}: ${leak}`));
    expect(found).toEqual([]);
  });
});
