/**
 * The addon's randomFill against Node's crypto.randomFillSync, in one run, at 32 B (per-call cost)
 * and 1 MiB (throughput). Aims (issue 2): at 32 B within 1.5x of Node's per-call cost, i.e. a ratio
 * ours/node >= 0.67; at 1 MiB at least 0.9x of Node's throughput.
 */
import { randomFillSync } from 'node:crypto';
import { loadAddon } from '../src/native/loader.js';
import { compare, formatOps } from './lib/measure.js';

const { addon, status } = loadAddon();
if (!addon) throw new Error(`the addon is not loaded: ${status.error ?? ''}`);

const aims: Record<number, number> = { 32: 1 / 1.5, [1 << 20]: 0.9 };
console.log(`random: addon (${addon.randomSource}) vs crypto.randomFillSync, Node ${process.version}`);
let failures = 0;
for (const size of [32, 1 << 20]) {
  const ours = Buffer.alloc(size);
  const theirs = Buffer.alloc(size);
  const [addonResult, nodeResult] = compare([
    { name: 'addon randomFill', run: () => addon.randomFill(ours) },
    { name: 'crypto.randomFillSync', run: () => randomFillSync(theirs) },
  ]);
  if (!addonResult || !nodeResult) throw new Error('no measurement');
  const ratio = addonResult.opsPerSecond / nodeResult.opsPerSecond;
  const aim = aims[size] ?? 1;
  const label = size === 32 ? '32 B' : '1 MiB';
  const mbps = (ops: number) => ((ops * size) / (1 << 20)).toFixed(0);
  console.log(
    `${label.padEnd(6)} addon ${formatOps(addonResult.opsPerSecond)} ops/s (${mbps(addonResult.opsPerSecond)} MiB/s)` +
      `  node ${formatOps(nodeResult.opsPerSecond)} ops/s (${mbps(nodeResult.opsPerSecond)} MiB/s)` +
      `  ratio ${ratio.toFixed(2)} (aim >= ${aim.toFixed(2)}) ${ratio >= aim ? 'ok' : 'MISSED'}`,
  );
  if (ratio < aim) failures++;
}
process.exitCode = failures === 0 ? 0 : 1;
