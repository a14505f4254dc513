/**
 * The device screen's QR encoder, checked by an independent decoder (jsQR): each code is drawn as an
 * image, with a quiet zone, and must read back as the text it was made from, at every version the
 * encoder produces. The terminal form is parsed back from its half blocks and decoded the same way.
 */
import { describe, expect, it } from 'vitest';
import { encodeQr, type QrCode, qrToTerminal } from '../../src/client/qrCode.js';
import { decodeQrModules, decodeTerminalQr } from '../support/terminalQr.js';

function decode(code: QrCode): string | undefined {
  return decodeQrModules(code.size, (row, column) => code.dark(row, column));
}

describe('encodeQr', () => {
  it('reads back at every version, 1 to 10', () => {
    const seen = new Set<number>();
    for (const length of [1, 14, 15, 26, 42, 62, 84, 106, 122, 152, 180, 213]) {
      const text = `https://127.0.0.1:5173/activate?user_code=${'ABCDEFGHJK'.repeat(30)}`.slice(0, length);
      const code = encodeQr(text);
      expect(code.size).toBe(17 + 4 * code.version);
      seen.add(code.version);
      expect(decode(code), `${length} bytes at version ${code.version}`).toBe(text);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('takes the smallest version and reads back UTF-8', () => {
    expect(encodeQr('x'.repeat(14)).version).toBe(1);
    expect(encodeQr('x'.repeat(15)).version).toBe(2);
    const text = 'Connexion: entrez le code ÉTÉ-2026 ✓';
    expect(decode(encodeQr(text))).toBe(text);
  });

  it('uses masks the penalty picks, not always the same one', () => {
    const masks = new Set(
      Array.from({ length: 40 }, (_, i) => encodeQr(`http://127.0.0.1/activate?user_code=${i}`).mask),
    );
    expect(masks.size).toBeGreaterThan(1);
  });

  it('refuses text longer than version 10 holds, saying how long', () => {
    expect(() => encodeQr('x'.repeat(214))).toThrow(/214 bytes .*version 10, level M holds \(213\)/);
  });
});

describe('qrToTerminal', () => {
  it('draws light modules with half blocks, two rows a line, and decodes back', () => {
    const text = 'http://127.0.0.1:41234/activate?user_code=WXYZ-2345';
    const code = encodeQr(text);
    const lines = qrToTerminal(code, 2).split('\n');
    const span = code.size + 4;
    expect(lines).toHaveLength(Math.ceil(span / 2));
    for (const line of lines) expect([...line]).toHaveLength(span);
    expect(decodeTerminalQr(lines)).toBe(text);
  });
});
