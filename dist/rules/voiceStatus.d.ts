import { type BodyCheckOptions, type Checked } from './fields.js';
/** `status`: a string of at most 500 characters (code points), or null (or absent) to clear it. */
export declare function validateVoiceStatusBody(body: unknown, options?: BodyCheckOptions): Checked<{
    status: string | null;
}>;
