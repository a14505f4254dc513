/**
 * A QR code encoder for the device screen's verification link (issue 26: "print the verification URL, the
 * user code and a terminal QR code"), so a player can scan it with a phone instead of typing a URL.
 * Byte mode, error correction level M, versions 1 to 10 (up to 213 bytes: a verification URL with its
 * user code is about 60), the mask chosen by the standard's penalty score. Written from ISO/IEC 18004's
 * tables and rules; small enough to keep the SDK free of a dependency for one screen.
 */
import { applyMask, penalty } from './qrMasks.js';
import { ALIGNMENT, LEVEL_M_BLOCKS } from './qrTables.js';
const MAX_VERSION = LEVEL_M_BLOCKS.length;
/** Level M's two format bits. */
const LEVEL_M = 0b00;
/**
 * Encodes `text` (as UTF-8) in the smallest version that holds it.
 * @throws RangeError when it is longer than version 10 at level M holds (213 bytes).
 */
export function encodeQr(text) {
    const bytes = new TextEncoder().encode(text);
    for (let version = 1; version <= MAX_VERSION; version++) {
        const data = dataCodewords(bytes, version);
        if (data !== undefined)
            return buildSymbol(version, interleave(data, version));
    }
    throw new RangeError(`text of ${bytes.length} bytes is longer than a QR code of version 10, level M holds (213)`);
}
/**
 * The code as text for a terminal: two module rows per line with half blocks, light modules drawn (a
 * terminal's text is light on dark, and a scanner wants dark on light), a quiet zone of `quiet` modules.
 */
export function qrToTerminal(code, quiet = 2) {
    const span = code.size + 2 * quiet;
    const light = (row, column) => {
        const r = row - quiet;
        const c = column - quiet;
        return r < 0 || c < 0 || r >= code.size || c >= code.size || !code.dark(r, c);
    };
    const lines = [];
    for (let row = 0; row < span; row += 2) {
        let line = '';
        for (let column = 0; column < span; column++) {
            const top = light(row, column);
            const bottom = row + 1 < span ? light(row + 1, column) : false;
            line += top ? (bottom ? '█' : '▀') : bottom ? '▄' : ' ';
        }
        lines.push(line);
    }
    return lines.join('\n');
}
function dataCapacity(version) {
    const [, groups] = LEVEL_M_BLOCKS[version - 1];
    return groups.reduce((sum, [blocks, size]) => sum + blocks * size, 0);
}
/** The data codewords (mode, count, bytes, terminator, padding), or undefined when they do not fit. */
function dataCodewords(bytes, version) {
    const capacity = dataCapacity(version);
    const countBits = version < 10 ? 8 : 16;
    if (4 + countBits + 8 * bytes.length > 8 * capacity)
        return undefined;
    const bits = [];
    const put = (value, length) => {
        for (let i = length - 1; i >= 0; i--)
            bits.push((value >>> i) & 1);
    };
    put(0b0100, 4);
    put(bytes.length, countBits);
    for (const byte of bytes)
        put(byte, 8);
    put(0, Math.min(4, 8 * capacity - bits.length));
    put(0, (8 - (bits.length % 8)) % 8);
    const codewords = [];
    for (let i = 0; i < bits.length; i += 8) {
        codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
    }
    for (let pad = 0; codewords.length < capacity; pad ^= 1)
        codewords.push(pad === 0 ? 0xec : 0x11);
    return codewords;
}
/** Splits into blocks, adds each block's Reed-Solomon codewords and interleaves them as the standard does. */
function interleave(data, version) {
    const [ecLength, groups] = LEVEL_M_BLOCKS[version - 1];
    const divisor = rsGenerator(ecLength);
    const blocks = [];
    let offset = 0;
    for (const [count, size] of groups) {
        for (let i = 0; i < count; i++) {
            blocks.push(data.slice(offset, offset + size));
            offset += size;
        }
    }
    const ecBlocks = blocks.map((block) => rsRemainder(block, divisor));
    const out = [];
    const longest = Math.max(...blocks.map((block) => block.length));
    for (let i = 0; i < longest; i++)
        for (const block of blocks)
            if (i < block.length)
                out.push(block[i]);
    for (let i = 0; i < ecLength; i++)
        for (const ec of ecBlocks)
            out.push(ec[i]);
    return out;
}
/** GF(256) multiplication modulo x^8 + x^4 + x^3 + x^2 + 1. */
function gfMultiply(a, b) {
    let product = 0;
    for (let i = 7; i >= 0; i--) {
        product = (product << 1) ^ ((product >>> 7) * 0x11d);
        product ^= ((b >>> i) & 1) * a;
    }
    return product;
}
/** The generator polynomial of degree `degree` (coefficients after the leading 1, highest first). */
function rsGenerator(degree) {
    const coefficients = new Array(degree).fill(0);
    coefficients[degree - 1] = 1;
    let root = 1;
    for (let i = 0; i < degree; i++) {
        for (let j = 0; j < degree; j++) {
            coefficients[j] = gfMultiply(coefficients[j], root);
            if (j + 1 < degree)
                coefficients[j] = coefficients[j] ^ coefficients[j + 1];
        }
        root = gfMultiply(root, 0x02);
    }
    return coefficients;
}
function rsRemainder(data, divisor) {
    const remainder = new Array(divisor.length).fill(0);
    for (const byte of data) {
        const factor = byte ^ remainder.shift();
        remainder.push(0);
        for (let i = 0; i < divisor.length; i++) {
            remainder[i] = remainder[i] ^ gfMultiply(divisor[i], factor);
        }
    }
    return remainder;
}
/** The module grid: function patterns, then the codewords, then the best mask with its format bits. */
function buildSymbol(version, codewords) {
    const size = 17 + 4 * version;
    const modules = new Uint8Array(size * size);
    const reserved = new Uint8Array(size * size);
    const set = (row, column, dark) => {
        modules[row * size + column] = dark ? 1 : 0;
        reserved[row * size + column] = 1;
    };
    drawFunctionPatterns(version, size, set);
    drawCodewords(codewords, size, modules, reserved);
    let best;
    let bestPenalty = Number.POSITIVE_INFINITY;
    for (let mask = 0; mask < 8; mask++) {
        const grid = modules.slice();
        applyMask(mask, size, grid, reserved);
        drawFormatBits(mask, size, (row, column, dark) => {
            grid[row * size + column] = dark ? 1 : 0;
        });
        const score = penalty(grid, size);
        if (score < bestPenalty) {
            bestPenalty = score;
            best = { mask, grid };
        }
    }
    const chosen = best;
    return {
        version,
        size,
        mask: chosen.mask,
        dark: (row, column) => chosen.grid[row * size + column] === 1,
    };
}
function drawFunctionPatterns(version, size, set) {
    for (let i = 0; i < size; i++) {
        set(6, i, i % 2 === 0);
        set(i, 6, i % 2 === 0);
    }
    for (const [row, column] of [
        [3, 3],
        [3, size - 4],
        [size - 4, 3],
    ]) {
        // A finder (7x7) and its light separator: rings by Chebyshev distance from the centre.
        for (let dr = -4; dr <= 4; dr++) {
            for (let dc = -4; dc <= 4; dc++) {
                const r = row + dr;
                const c = column + dc;
                if (r < 0 || c < 0 || r >= size || c >= size)
                    continue;
                const ring = Math.max(Math.abs(dr), Math.abs(dc));
                set(r, c, ring !== 2 && ring !== 4);
            }
        }
    }
    const centres = ALIGNMENT[version - 1];
    const last = centres.length - 1;
    for (let i = 0; i <= last; i++) {
        for (let j = 0; j <= last; j++) {
            // The three positions that overlap a finder have no alignment pattern.
            if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0))
                continue;
            for (let dr = -2; dr <= 2; dr++) {
                for (let dc = -2; dc <= 2; dc++) {
                    set(centres[i] + dr, centres[j] + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
                }
            }
        }
    }
    // Reserve the format areas now (their bits depend on the mask) and draw the always-dark module.
    drawFormatBits(0, size, set);
    if (version >= 7) {
        let remainder = version;
        for (let i = 0; i < 12; i++)
            remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
        const bits = (version << 12) | remainder;
        for (let i = 0; i < 18; i++) {
            const dark = ((bits >>> i) & 1) === 1;
            const a = size - 11 + (i % 3);
            const b = Math.floor(i / 3);
            set(b, a, dark);
            set(a, b, dark);
        }
    }
}
/** The 15 format bits (level M and the mask, BCH protected, XOR 0x5412) in both their places. */
function drawFormatBits(mask, size, set) {
    const data = (LEVEL_M << 3) | mask;
    let remainder = data;
    for (let i = 0; i < 10; i++)
        remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
    const bits = ((data << 10) | remainder) ^ 0x5412;
    const bit = (i) => ((bits >>> i) & 1) === 1;
    for (let i = 0; i <= 5; i++)
        set(i, 8, bit(i));
    set(7, 8, bit(6));
    set(8, 8, bit(7));
    set(8, 7, bit(8));
    for (let i = 9; i < 15; i++)
        set(8, 14 - i, bit(i));
    for (let i = 0; i < 8; i++)
        set(8, size - 1 - i, bit(i));
    for (let i = 8; i < 15; i++)
        set(size - 15 + i, 8, bit(i));
    set(size - 8, 8, true);
}
/** Places the codewords' bits in the standard's two-column zigzag, from the bottom right, around column 6. */
function drawCodewords(codewords, size, modules, reserved) {
    let index = 0;
    const total = codewords.length * 8;
    for (let right = size - 1; right >= 1; right -= 2) {
        if (right === 6)
            right = 5;
        // Column pairs alternate direction, starting upward at the right edge.
        const upward = ((right + 1) & 2) === 0;
        for (let step = 0; step < size; step++) {
            const row = upward ? size - 1 - step : step;
            for (const column of [right, right - 1]) {
                const at = row * size + column;
                if (reserved[at] === 1)
                    continue;
                // Past the last codeword the remainder bits stay light.
                if (index < total)
                    modules[at] = (codewords[index >>> 3] >>> (7 - (index & 7))) & 1;
                index++;
            }
        }
    }
}
