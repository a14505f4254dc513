/**
 * The QR code standard's eight data masks and its penalty score, by which the encoder (qrCode.ts) picks
 * the mask that leaves the fewest patterns a scanner could misread.
 */
export declare function applyMask(mask: number, size: number, grid: Uint8Array, reserved: Uint8Array): void;
/** The standard's penalty: long runs, 2x2 blocks, finder-like patterns, and dark/light imbalance. */
export declare function penalty(grid: Uint8Array, size: number): number;
