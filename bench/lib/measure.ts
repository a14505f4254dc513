/**
 * A small, dependency-free way to compare synchronous operations in one run: the contenders are
 * measured in alternating rounds (A B A B ...) so that CPU frequency changes and noise from other
 * processes hit both alike, and each one's ops/s is the median of its rounds.
 */
export interface Contender {
  readonly name: string;
  readonly run: () => void;
}

export interface Measured {
  readonly name: string;
  readonly opsPerSecond: number;
}

function timeRound(run: () => void, roundMs: number): number {
  // Calibrate a batch size so that clock reads are a negligible part of the round.
  let batch = 1;
  for (;;) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) run();
    const elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
    if (elapsedMs >= roundMs) return (batch * 1000) / elapsedMs;
    batch *= elapsedMs < roundMs / 16 ? 8 : 2;
  }
}

/** The median of a list (0 for an empty one). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function compare(contenders: readonly Contender[], { rounds = 9, roundMs = 150 } = {}): Measured[] {
  for (const contender of contenders) timeRound(contender.run, roundMs); // warm-up: JIT and caches
  const samples = contenders.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    contenders.forEach((contender, i) => {
      samples[i]?.push(timeRound(contender.run, roundMs));
    });
  }
  return contenders.map((contender, i) => ({ name: contender.name, opsPerSecond: median(samples[i] ?? []) }));
}

export function formatOps(opsPerSecond: number): string {
  return Math.round(opsPerSecond).toLocaleString('en-US').padStart(14);
}
