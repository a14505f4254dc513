import { type Checked } from './fields.js';
/**
 * Checks a moderation-metadata body.
 * @param body - the JSON body: a flat object of strings.
 * @returns the entries as read (an empty object when the body is refused) and the issues, with each
 *   value's key as its path.
 */
export declare function validateModerationMetadataBody(body: unknown): Checked<Record<string, string>>;
