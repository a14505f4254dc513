/**
 * Rich presence rules shared by the SDK (before `UpdateRichPresence` and the invite calls) and the
 * emulator (op 3, the invite routes): every field of an activity, what makes one joinable, how long an
 * invite stays valid, and who may invite whom. Lengths follow the public gateway documentation where it
 * gives them (button label 1-32, URL 1-512, at most two buttons); the others are ours, documented in
 * docs/rich-presence.md.
 */
import { ActivityGamePlatforms, ActivityPartyPrivacy, ActivityTypes, ALL_GAME_PLATFORMS, StatusDisplayTypes, } from '../model/activity.js';
import { FieldChecker } from './fields.js';
import { IssueCodes } from './issues.js';
import { isRecord } from './validateCore.js';
/** Limits of an activity's fields. */
export const ActivityLimits = {
    NAME_MAX: 128,
    TEXT_MAX: 128,
    URL_MAX: 256,
    IMAGE_MAX: 256,
    PARTY_ID_MAX: 128,
    SECRET_MAX: 128,
    /** A party's size is a C++ `int32_t`. */
    PARTY_SIZE_MAX: 2_147_483_647,
    BUTTONS_MAX: 2,
    BUTTON_LABEL_MAX: 32,
    BUTTON_URL_MAX: 512,
    /** An invite may be accepted for 6 hours after it was sent (the C++ library's documentation). */
    INVITE_VALIDITY_MS: 6 * 60 * 60 * 1000,
};
/** Timestamps below this are seconds, as the library documents ("small values are taken as seconds"). */
const SECONDS_BELOW = 100_000_000_000;
/** A timestamp in Unix ms: small values (before 1973 in ms, i.e. any plausible time in seconds) are seconds. */
export function activityTimestampMs(value) {
    return value < SECONDS_BELOW ? value * 1000 : value;
}
const FIELDS = new Set([
    'name',
    'type',
    'status_display_type',
    'state',
    'state_url',
    'details',
    'details_url',
    'application_id',
    'parent_application_id',
    'timestamps',
    'assets',
    'party',
    'secrets',
    'buttons',
    'supported_platforms',
]);
const ASSET_IMAGES = ['large_image', 'small_image', 'invite_cover_image'];
const ASSET_TEXTS = ['large_text', 'small_text'];
const ASSET_URLS = ['large_url', 'small_url'];
const ASSET_FIELDS = new Set([...ASSET_IMAGES, ...ASSET_TEXTS, ...ASSET_URLS]);
const TIMESTAMP_FIELDS = new Set(['start', 'end']);
const PARTY_FIELDS = new Set(['id', 'size', 'privacy']);
const SECRET_FIELDS = new Set(['join']);
const BUTTON_FIELDS = new Set(['label', 'url']);
const enumValues = (table) => new Set(Object.values(table));
const TYPES = enumValues(ActivityTypes);
const DISPLAY_TYPES = enumValues(StatusDisplayTypes);
const PRIVACIES = enumValues(ActivityPartyPrivacy);
/** Checks an activity's fields one by one, each at its path. */
class ActivityChecker extends FieldChecker {
    /** An enum value of `table`, or undefined (with an issue). */
    choice(value, path, allowed, required) {
        if (value === undefined || value === null) {
            return required ? this.missing(path) : undefined;
        }
        if (typeof value === 'number' && allowed.has(value))
            return value;
        return this.add(path, IssueCodes.BASE_TYPE_CHOICES, `Value must be one of (${[...allowed].join(', ')}).`);
    }
    /** A nested object's fields (unknown ones refused when asked), or undefined when absent or not one. */
    nested(value, path, known, what) {
        if (value === undefined || value === null)
            return undefined;
        if (!isRecord(value))
            return this.add(path, IssueCodes.DICT_TYPE_CONVERT, `Expected ${what} (an object).`);
        this.knownKeys(value, known, what, path);
        return value;
    }
}
/**
 * Checks an activity (op 3's `activities[i]`; the SDK's `Activity` as it will be sent).
 * @param value - the activity object.
 * @param options - `unknownFields: 'refuse'` in the SDK, so a misspelt field is reported.
 * @returns the activity with only its known fields, and the issues (paths relative to the activity).
 */
export function validateActivity(value, options = {}) {
    const c = new ActivityChecker(options.unknownFields);
    const fields = c.object(value, FIELDS, 'an activity');
    const out = {
        name: c.string(fields.name, ['name'], 1, ActivityLimits.NAME_MAX) ?? '',
        // Absent reads as Playing, what a game's activity is (an old client's `{ name }` stays accepted).
        type: (c.choice(fields.type, ['type'], TYPES, false) ?? ActivityTypes.Playing),
    };
    const display = c.choice(fields.status_display_type, ['status_display_type'], DISPLAY_TYPES, false);
    if (display !== undefined)
        out.status_display_type = display;
    for (const key of ['state', 'details']) {
        const text = c.optionalString(fields[key], [key], 1, ActivityLimits.TEXT_MAX);
        if (text !== undefined)
            out[key] = text;
    }
    for (const key of ['state_url', 'details_url']) {
        const url = c.url(fields[key], [key], ActivityLimits.URL_MAX);
        if (url !== undefined)
            out[key] = url;
    }
    for (const key of ['application_id', 'parent_application_id'])
        if (fields[key] !== undefined && fields[key] !== null)
            out[key] = c.snowflake(fields[key], [key]) ?? '';
    const timestamps = timestampsOf(c, fields.timestamps);
    if (timestamps)
        out.timestamps = timestamps;
    const assets = assetsOf(c, fields.assets);
    if (assets)
        out.assets = assets;
    const party = partyOf(c, fields.party);
    if (party)
        out.party = party;
    const secrets = c.nested(fields.secrets, ['secrets'], SECRET_FIELDS, 'secrets');
    if (secrets) {
        const join = c.optionalString(secrets.join, ['secrets', 'join'], 1, ActivityLimits.SECRET_MAX);
        out.secrets = join === undefined ? {} : { join };
    }
    const buttons = buttonsOf(c, fields.buttons);
    if (buttons)
        out.buttons = buttons;
    const platforms = c.integer(fields.supported_platforms, ['supported_platforms'], 0, ALL_GAME_PLATFORMS);
    if (platforms !== undefined)
        out.supported_platforms = platforms;
    return { value: out, issues: c.issues };
}
function timestampsOf(c, value) {
    const fields = c.nested(value, ['timestamps'], TIMESTAMP_FIELDS, 'timestamps');
    if (!fields)
        return undefined;
    const out = {};
    const start = c.integer(fields.start, ['timestamps', 'start'], 0, Number.MAX_SAFE_INTEGER);
    const end = c.integer(fields.end, ['timestamps', 'end'], 0, Number.MAX_SAFE_INTEGER);
    if (start !== undefined)
        out.start = start;
    if (end !== undefined)
        out.end = end;
    if (start !== undefined && end !== undefined && end < start)
        c.add(['timestamps', 'end'], IssueCodes.BASE_TYPE_MIN_VALUE, 'Must not be before timestamps.start.');
    return out;
}
function assetsOf(c, value) {
    const fields = c.nested(value, ['assets'], ASSET_FIELDS, 'assets');
    if (!fields)
        return undefined;
    const out = {};
    for (const key of ASSET_IMAGES) {
        const image = c.optionalString(fields[key], ['assets', key], 1, ActivityLimits.IMAGE_MAX);
        if (image !== undefined)
            out[key] = image;
    }
    for (const key of ASSET_TEXTS) {
        const text = c.optionalString(fields[key], ['assets', key], 1, ActivityLimits.TEXT_MAX);
        if (text !== undefined)
            out[key] = text;
    }
    for (const key of ASSET_URLS) {
        const url = c.url(fields[key], ['assets', key], ActivityLimits.URL_MAX);
        if (url !== undefined)
            out[key] = url;
    }
    return out;
}
function partyOf(c, value) {
    const fields = c.nested(value, ['party'], PARTY_FIELDS, 'a party');
    if (!fields)
        return undefined;
    const out = {};
    const id = c.optionalString(fields.id, ['party', 'id'], 1, ActivityLimits.PARTY_ID_MAX);
    if (id !== undefined)
        out.id = id;
    if (fields.size !== undefined && fields.size !== null) {
        const size = c.list(fields.size, ['party', 'size'], 2, 2);
        if (size) {
            const current = c.integer(size[0], ['party', 'size', 0], 0, ActivityLimits.PARTY_SIZE_MAX);
            const max = c.integer(size[1], ['party', 'size', 1], 1, ActivityLimits.PARTY_SIZE_MAX);
            if (current === undefined || max === undefined) {
                if (size[0] === undefined || size[0] === null || size[1] === undefined || size[1] === null)
                    c.add(['party', 'size'], IssueCodes.BASE_TYPE_REQUIRED, 'Expected [current, max], two integers.');
            }
            else if (current > max)
                c.add(['party', 'size', 0], IssueCodes.BASE_TYPE_MAX_VALUE, 'The current size must not exceed the max.');
            else
                out.size = [current, max];
        }
    }
    const privacy = c.choice(fields.privacy, ['party', 'privacy'], PRIVACIES, false);
    if (privacy !== undefined)
        out.privacy = privacy;
    return out;
}
function buttonsOf(c, value) {
    if (value === undefined || value === null)
        return undefined;
    const list = c.list(value, ['buttons'], 0, ActivityLimits.BUTTONS_MAX);
    if (!list)
        return undefined;
    const out = [];
    list.forEach((item, index) => {
        const fields = c.nested(item, ['buttons', index], BUTTON_FIELDS, 'a button');
        if (!fields) {
            if (item === undefined || item === null)
                c.add(['buttons', index], IssueCodes.DICT_TYPE_CONVERT, 'Expected a button (an object).');
            return;
        }
        const label = c.string(fields.label, ['buttons', index, 'label'], 1, ActivityLimits.BUTTON_LABEL_MAX);
        const url = fields.url === undefined || fields.url === null ? undefined : fields.url;
        const checkedUrl = url === undefined
            ? c.missing(['buttons', index, 'url'])
            : c.url(url, ['buttons', index, 'url'], ActivityLimits.BUTTON_URL_MAX);
        if (label !== undefined && checkedUrl !== undefined)
            out.push({ label, url: checkedUrl });
    });
    return out;
}
/**
 * Why an activity cannot be shared with a receiver on `platform`, or undefined when it is joinable: a
 * party with a non-empty id and room left, a non-empty join secret, and `platform` among its supported
 * platforms (Desktop when it names none).
 * @param activity - the sender's current activity, or undefined when there is none.
 * @param platform - the receiver's `ActivityGamePlatforms` bit.
 */
export function notJoinableReason(activity, platform = ActivityGamePlatforms.Desktop) {
    if (activity === undefined)
        return 'there is no activity to join';
    const party = activity.party;
    if (!party?.id)
        return 'the activity has no party id';
    if (party.size !== undefined && party.size[0] >= party.size[1])
        return 'the party is full';
    if (!activity.secrets?.join)
        return 'the activity has no join secret';
    const platforms = activity.supported_platforms ?? ActivityGamePlatforms.Desktop;
    if ((platforms & platform) === 0)
        return "the activity does not support the receiver's platform";
    return undefined;
}
/** Friends may invite each other; so may two users both in the game; never across a block. */
export function mayInvite(relation) {
    return !relation.blocked && (relation.friends || relation.bothInGame);
}
/**
 * Whether an invite can still be accepted: sent at most 6 hours ago, and its sender's current activity
 * is still in the invite's party (it turns valid again when they rejoin it).
 * @param invite - when it was sent (Unix ms) and its party id.
 * @param now - the current time, Unix ms (the emulator's clock).
 * @param senderActivity - the sender's current activity in the invite's application, if any.
 */
export function inviteIsValid(invite, now, senderActivity) {
    return (now - invite.sentAt <= ActivityLimits.INVITE_VALIDITY_MS && senderActivity?.party?.id === invite.partyId);
}
/** The activity as anyone but its owner may see it: everything but the secrets. */
export function withoutSecrets(activity) {
    if (activity.secrets === undefined)
        return activity;
    const { secrets: _secrets, ...rest } = activity;
    return rest;
}
/** Issue codes of the invite routes (named in the service's style; the real ones are not published). */
export const ActivityIssueCodes = {
    /** The activity to share is not joinable (no party, full, no join secret, wrong platform). */
    ACTIVITY_NOT_JOINABLE: 'ACTIVITY_NOT_JOINABLE',
    /** The invite can no longer be accepted (older than 6 hours, or its sender left the party). */
    ACTIVITY_INVITE_INVALID: 'ACTIVITY_INVITE_INVALID',
    /** The invite is not of the kind the call takes (accepting a join request, replying to an invite). */
    ACTIVITY_INVITE_TYPE_INVALID: 'ACTIVITY_INVITE_TYPE_INVALID',
};
/** Longest text an invite may carry (a direct message's). */
export const INVITE_CONTENT_MAX = 2000;
const INVITE_FIELDS = new Set(['content']);
/** `POST /users/@me/activity-invites/{user}` body: `{ content? }`, 0..2000 characters (empty: none). */
export function validateActivityInviteBody(body, options = {}) {
    const c = new FieldChecker(options.unknownFields);
    const fields = c.optionalObject(body, INVITE_FIELDS, 'an invite');
    const content = c.optionalString(fields.content, ['content'], 0, INVITE_CONTENT_MAX);
    return { value: content ?? '', issues: c.issues };
}
