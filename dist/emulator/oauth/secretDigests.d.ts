import { BoundedMemo } from '../boundedMemo.js';
export declare class SecretDigests extends BoundedMemo<Buffer> {
    constructor();
    /** Whether the presented secret is the expected one, in constant time. */
    equal(presented: string, expected: string): boolean;
}
