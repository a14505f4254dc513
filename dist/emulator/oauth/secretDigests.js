/**
 * Client secrets compared in constant time by their SHA-256 digests (as `safeEqual` does), with each
 * digest remembered by its secret: an app backend presents the same secret on every token request and
 * the application's own secret does not change between them, so hashing both every time was two of the
 * endpoint's three hashes. Comparing digests keeps even a secret's length out of the time taken; a hit
 * or miss says only whether a string was presented or stored before. Bounded (emptied when full); one
 * memo per emulator, in memory only, never logged: its keys are client secrets.
 */
import { timingSafeEqual } from 'node:crypto';
import { BoundedMemo } from '../boundedMemo.js';
import { secretDigest } from '../secrets.js';
const MAX_SECRETS = 1024;
export class SecretDigests extends BoundedMemo {
    constructor() {
        super(MAX_SECRETS);
    }
    /** Whether the presented secret is the expected one, in constant time. */
    equal(presented, expected) {
        return timingSafeEqual(this.get(presented, secretDigest), this.get(expected, secretDigest));
    }
}
