/**
 * The body of the two moderation-metadata routes (OpenAPI: `PUT /lobbies/{lobby}/messages/{message}/
 * moderation-metadata` and `PUT /partner-sdk/dms/{user1}/{user2}/messages/{message}/moderation-metadata`,
 * bot token): an object of at most 5 string values of at most 2000 characters each, which replaces what
 * the message carried. What the SDK checks before sending and the emulator answers 50035 for.
 */
import { Limits } from '../model/limits.js';
import { FieldChecker } from './fields.js';
import { IssueCodes } from './issues.js';
/**
 * Checks a moderation-metadata body.
 * @param body - the JSON body: a flat object of strings.
 * @returns the entries as read (an empty object when the body is refused) and the issues, with each
 *   value's key as its path.
 */
export function validateModerationMetadataBody(body) {
    const c = new FieldChecker();
    if (body === undefined || body === null) {
        c.add([], IssueCodes.DICT_TYPE_CONVERT, 'Only dictionaries may be used in a DictType');
        return { value: {}, issues: c.issues };
    }
    const value = c.metadata(body, [], Limits.MODERATION_METADATA_KEYS, Limits.MODERATION_METADATA_VALUE_MAX);
    return { value: value ?? {}, issues: c.issues };
}
