/**
 * The README's runnable snippets, run as a user would run them, so that the docs cannot drift from the
 * package. A fenced block whose info string is `ts runnable` is an ES module in TypeScript; `js runnable
 * commonjs` is a CommonJS script. Each runs from a throw-away project whose `node_modules/social-sdk`
 * links to this package (its exports, so dist/: `npm run build:ts` first), against the emulator the
 * snippet starts itself. The TypeScript blocks are also type-checked under `module` node16, nodenext and
 * bundler (an ES module project), nodenext from a CommonJS file (require of ES modules), and commonjs (a
 * CommonJS project; the statements after the imports go inside an async function, since CommonJS has no
 * top-level await). New runnable blocks are picked up as they are added.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/native/loader.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

interface Snippet {
  /** Where the block starts in README.md (1-based line of its opening fence). */
  readonly line: number;
  readonly kind: 'ts' | 'commonjs';
  readonly code: string;
}

/** The fenced blocks marked runnable, in order. */
function runnableSnippets(markdown: string): Snippet[] {
  const snippets: Snippet[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const info = /^```(\S+)\s+runnable(?:\s+(commonjs))?\s*$/.exec(lines[index] ?? '');
    if (info === null) continue;
    const end = lines.indexOf('```', index + 1);
    if (end === -1) throw new Error(`README.md:${index + 1}: the runnable block is never closed`);
    const kind =
      info[1] === 'ts' && info[2] === undefined ? 'ts' : info[1] === 'js' && info[2] ? 'commonjs' : undefined;
    if (kind === undefined)
      throw new Error(`README.md:${index + 1}: use \`ts runnable\` or \`js runnable commonjs\``);
    snippets.push({ line: index + 1, kind, code: lines.slice(index + 1, end).join('\n') });
    index = end;
  }
  return snippets;
}

/** The block as the body of a CommonJS module: imports stay on top, the rest runs in an async function. */
function asCommonJsModule(code: string): string {
  const lines = code.split('\n');
  let body = 0;
  // Import declarations may span lines; they end at the line holding `from '...';`.
  for (let index = 0; index < lines.length; index++) {
    if (/\bfrom '[^']+';\s*$/.test(lines[index] ?? '')) body = index + 1;
    else if (!/^(import\b|\s|\}|$)/.test(lines[index] ?? '')) break;
  }
  return `${lines.slice(0, body).join('\n')}\nasync function main(): Promise<void> {\n${lines.slice(body).join('\n')}\n}\nvoid main();\nexport {};\n`;
}

const readme = readFileSync(join(PACKAGE_ROOT, 'README.md'), 'utf8');
const snippets = runnableSnippets(readme);
const scratch = mkdtempSync(join(tmpdir(), 'social-sdk-readme-'));
const tsx = pathToFileURL(require.resolve('tsx/esm')).href;
const tsc = join(PACKAGE_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/** A project folder with social-sdk linked in and the given package.json type. */
function project(name: string, type: 'module' | 'commonjs'): string {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  symlinkSync(PACKAGE_ROOT, join(dir, 'node_modules', 'social-sdk'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type }));
  return dir;
}

/** Type-checks files with `compilerOptions`; resolves to tsc's output, empty when clean. */
async function typecheck(dir: string, files: string[], compilerOptions: object): Promise<string> {
  const config = {
    compilerOptions: {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: 'ES2022',
      types: ['node'],
      typeRoots: [join(PACKAGE_ROOT, 'node_modules', '@types')],
      ...compilerOptions,
    },
    files,
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
  try {
    await run(process.execPath, [tsc, '-p', dir], { cwd: dir, encoding: 'utf8' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

let esm = '';
let cjs = '';
beforeAll(() => {
  esm = project('esm', 'module');
  cjs = project('cjs', 'commonjs');
  for (const [index, snippet] of snippets.entries()) {
    if (snippet.kind === 'commonjs') {
      writeFileSync(join(cjs, `snippet${index}.cjs`), snippet.code);
      continue;
    }
    writeFileSync(join(esm, `snippet${index}.mts`), snippet.code);
    writeFileSync(join(esm, `snippet${index}.cts`), asCommonJsModule(snippet.code));
    writeFileSync(join(cjs, `snippet${index}.ts`), asCommonJsModule(snippet.code));
  }
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the README', () => {
  it('has runnable snippets in TypeScript and in CommonJS', () => {
    expect(snippets.filter((snippet) => snippet.kind === 'ts').length).toBeGreaterThanOrEqual(2);
    expect(snippets.filter((snippet) => snippet.kind === 'commonjs').length).toBeGreaterThanOrEqual(1);
  });
});

describe.each(snippets.map((snippet, index) => [`README.md:${snippet.line}`, index, snippet] as const))(
  'the runnable snippet at %s',
  (_where, index, snippet) => {
    it('runs to its end against the emulator', async () => {
      const [dir, file, flags] =
        snippet.kind === 'ts'
          ? [esm, `snippet${index}.mts`, ['--import', tsx]]
          : [cjs, `snippet${index}.cjs`, []];
      const { stderr } = await run(process.execPath, [...flags, file], { cwd: dir, encoding: 'utf8' });
      expect(stderr).toBe('');
    }, 60_000);
  },
);

describe.runIf(snippets.some((snippet) => snippet.kind === 'ts'))(
  'the TypeScript snippets type-check',
  () => {
    const files = (extension: string) =>
      snippets.flatMap((snippet, index) => (snippet.kind === 'ts' ? [`snippet${index}${extension}`] : []));
    it.each([
      ['as ES modules under module node16', 'esm', '.mts', { module: 'node16' }],
      ['as ES modules under module nodenext', 'esm', '.mts', { module: 'nodenext' }],
      [
        'as ES modules under module bundler',
        'esm',
        '.mts',
        { module: 'preserve', moduleResolution: 'bundler' },
      ],
      [
        'from a CommonJS file under module nodenext (require of ES modules)',
        'esm',
        '.cts',
        { module: 'nodenext' },
      ],
      ['in a CommonJS project under module commonjs', 'cjs', '.ts', { module: 'commonjs' }],
    ] as const)('%s', async (_name, project, extension, options) => {
      expect(await typecheck(project === 'esm' ? esm : cjs, files(extension), options)).toBe('');
    });
  },
);
