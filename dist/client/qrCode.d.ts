/**
 * A QR code encoder for the device screen's verification link (issue 26: "print the verification URL, the
 * user code and a terminal QR code"), so a player can scan it with a phone instead of typing a URL.
 * Byte mode, error correction level M, versions 1 to 10 (up to 213 bytes: a verification URL with its
 * user code is about 60), the mask chosen by the standard's penalty score. Written from ISO/IEC 18004's
 * tables and rules; small enough to keep the SDK free of a dependency for one screen.
 */
/** A QR code: `size` x `size` modules, `dark(row, column)` true for a dark one. */
export interface QrCode {
    readonly version: number;
    readonly size: number;
    readonly mask: number;
    dark(row: number, column: number): boolean;
}
/**
 * Encodes `text` (as UTF-8) in the smallest version that holds it.
 * @throws RangeError when it is longer than version 10 at level M holds (213 bytes).
 */
export declare function encodeQr(text: string): QrCode;
/**
 * The code as text for a terminal: two module rows per line with half blocks, light modules drawn (a
 * terminal's text is light on dark, and a scanner wants dark on light), a quiet zone of `quiet` modules.
 */
export declare function qrToTerminal(code: QrCode, quiet?: number): string;
