/**
 * The QR code standard's (ISO/IEC 18004) tables the encoder (qrCode.ts) needs for level M, versions 1 to
 * 10: how each version splits its codewords into error-correction blocks, and where its alignment
 * patterns stand.
 */
/** Level M's blocks per version 1..10: EC codewords per block, then [blocks, data codewords each] groups. */
export declare const LEVEL_M_BLOCKS: readonly (readonly [number, readonly (readonly [number, number])[]])[];
/** Alignment pattern centre coordinates per version 1..10. */
export declare const ALIGNMENT: readonly (readonly number[])[];
