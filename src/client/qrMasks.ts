/**
 * The QR code standard's eight data masks and its penalty score, by which the encoder (qrCode.ts) picks
 * the mask that leaves the fewest patterns a scanner could misread.
 */

const MASKS: readonly ((row: number, column: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

export function applyMask(mask: number, size: number, grid: Uint8Array, reserved: Uint8Array): void {
  const flip = MASKS[mask] as (row: number, column: number) => boolean;
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const at = row * size + column;
      if (reserved[at] === 0 && flip(row, column)) grid[at] = (grid[at] as number) ^ 1;
    }
  }
}

/** The standard's penalty: long runs, 2x2 blocks, finder-like patterns, and dark/light imbalance. */
export function penalty(grid: Uint8Array, size: number): number {
  let score = 0;
  const at = (row: number, column: number, transposed: boolean): number =>
    grid[transposed ? column * size + row : row * size + column] as number;
  for (const transposed of [false, true]) {
    for (let row = 0; row < size; row++) {
      let run = 1;
      for (let column = 1; column <= size; column++) {
        if (column < size && at(row, column, transposed) === at(row, column - 1, transposed)) {
          run++;
          continue;
        }
        if (run >= 5) score += 3 + (run - 5);
        run = 1;
      }
      for (let column = 0; column + 7 <= size; column++) {
        const pattern = [1, 0, 1, 1, 1, 0, 1].every((v, k) => at(row, column + k, transposed) === v);
        if (!pattern) continue;
        const lightBefore = [1, 2, 3, 4].every(
          (k) => column - k < 0 || at(row, column - k, transposed) === 0,
        );
        const lightAfter = [7, 8, 9, 10].every(
          (k) => column + k >= size || at(row, column + k, transposed) === 0,
        );
        if (lightBefore) score += 40;
        if (lightAfter) score += 40;
      }
    }
  }
  let dark = 0;
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const value = at(row, column, false);
      dark += value;
      if (row + 1 < size && column + 1 < size) {
        const same =
          value === at(row, column + 1, false) &&
          value === at(row + 1, column, false) &&
          value === at(row + 1, column + 1, false);
        if (same) score += 3;
      }
    }
  }
  const percent = (dark * 100) / (size * size);
  return score + 10 * Math.floor(Math.abs(percent - 50) / 5);
}
