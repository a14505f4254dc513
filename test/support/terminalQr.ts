/**
 * Reads a QR code printed for a terminal (half blocks, light modules drawn) back into its text with an
 * independent decoder (jsQR), so tests check what a phone would scan, not how our encoder works.
 */
import jsQRModule from 'jsqr';

// jsqr is CommonJS whose types declare an ES default export: under Node's interop the default import is
// `module.exports`, the decoder itself or an object holding it as `default`, depending on the loader.
type Decoder = typeof jsQRModule.default;
const jsQR: Decoder =
  typeof jsQRModule === 'function' ? (jsQRModule as Decoder) : (jsQRModule as { default: Decoder }).default;

const SCALE = 4;
const MARGIN = 4;

/** RGBA pixels of a `size` x `size` grid (true = dark), scaled, with a light margin. */
export function qrImage(
  size: number,
  dark: (row: number, column: number) => boolean,
): { data: Uint8ClampedArray; side: number } {
  const side = (size + 2 * MARGIN) * SCALE;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / SCALE) - MARGIN;
      const column = Math.floor(x / SCALE) - MARGIN;
      if (row >= 0 && column >= 0 && row < size && column < size && dark(row, column)) {
        data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
      }
    }
  }
  return { data, side };
}

/** Decodes a grid of modules; undefined when jsQR finds no code. */
export function decodeQrModules(
  size: number,
  dark: (row: number, column: number) => boolean,
): string | undefined {
  const { data, side } = qrImage(size, dark);
  return jsQR(data, side, side, { inversionAttempts: 'dontInvert' })?.data;
}

/** Decodes the printed lines of a terminal QR code (each character two module rows: top and bottom). */
export function decodeTerminalQr(lines: readonly string[]): string | undefined {
  const rows = lines.map((line) => [...line]);
  const width = Math.max(...rows.map((row) => row.length));
  const height = rows.length * 2;
  const size = Math.max(width, height);
  const light = (row: number, column: number): boolean => {
    const char = rows[Math.floor(row / 2)]?.[column];
    if (char === undefined) return true;
    return row % 2 === 0 ? char === '█' || char === '▀' : char === '█' || char === '▄';
  };
  return decodeQrModules(size, (row, column) => !light(row, column));
}
