/** Opening many connections a few at a time, as the gateway benches do (a burst of 5,000 at once is no client's pattern). */

/** Runs `make(i)` for i in 0..count-1, `size` at a time; resolves with the results in order. */
export async function inBatches<T>(
  count: number,
  size: number,
  make: (index: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size)
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))),
    );
  return out;
}
