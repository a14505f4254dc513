/**
 * Random material for issued tokens, drawn from the OS (through the addon's `randomFill`) a block at a
 * time. Every token used to cost its own system call, the largest single cost of a client-credentials
 * request under load; one call per block of 4 KiB spreads that over 128 tokens of 32 bytes. Each byte
 * is handed out once and zeroed as it is, so the block never holds a token already given out.
 */
import { randomFill } from '../native/index.js';

const BLOCK_BYTES = 4096;
const block = Buffer.alloc(BLOCK_BYTES);
/** Bytes of the block already handed out (all of it at first: the first request fills it). */
let used = BLOCK_BYTES;

/** `bytes` (1..4096) fresh random bytes as base64url without padding: 32 bytes give 43 characters. */
export function randomTokenText(bytes: number): string {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > BLOCK_BYTES) {
    throw new RangeError(`randomTokenText(bytes): expected an integer 1..${BLOCK_BYTES}, received ${bytes}`);
  }
  if (used + bytes > BLOCK_BYTES) {
    randomFill(block);
    used = 0;
  }
  const text = block.toString('base64url', used, used + bytes);
  block.fill(0, used, used + bytes);
  used += bytes;
  return text;
}
