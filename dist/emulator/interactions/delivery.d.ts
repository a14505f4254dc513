import type { EmulatorClock } from '../clock.js';
import type { ApplicationRecord } from '../records.js';
/** What came back: an HTTP status and body, or why nothing usable did. */
export type DeliveryResult = {
    kind: 'response';
    status: number;
    body: string;
} | {
    kind: 'timeout';
} | {
    kind: 'error';
    message: string;
};
/** Headers that sign `body` for `app` at `timestamp` (Unix seconds). */
export declare function signatureHeaders(app: ApplicationRecord, timestamp: string, body: string): Record<string, string>;
/** POSTs `body` to `url`, signed; resolves (never rejects) within the first-answer deadline. */
export declare function deliverInteraction(app: ApplicationRecord, url: string, body: string, clock: EmulatorClock): Promise<DeliveryResult>;
