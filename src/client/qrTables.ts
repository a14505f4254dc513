/**
 * The QR code standard's (ISO/IEC 18004) tables the encoder (qrCode.ts) needs for level M, versions 1 to
 * 10: how each version splits its codewords into error-correction blocks, and where its alignment
 * patterns stand.
 */

/** Level M's blocks per version 1..10: EC codewords per block, then [blocks, data codewords each] groups. */
export const LEVEL_M_BLOCKS: readonly (readonly [number, readonly (readonly [number, number])[]])[] = [
  [10, [[1, 16]]],
  [16, [[1, 28]]],
  [26, [[1, 44]]],
  [18, [[2, 32]]],
  [24, [[2, 43]]],
  [16, [[4, 27]]],
  [18, [[4, 31]]],
  [
    22,
    [
      [2, 38],
      [2, 39],
    ],
  ],
  [
    22,
    [
      [3, 36],
      [2, 37],
    ],
  ],
  [
    26,
    [
      [4, 43],
      [1, 44],
    ],
  ],
];

/** Alignment pattern centre coordinates per version 1..10. */
export const ALIGNMENT: readonly (readonly number[])[] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];
