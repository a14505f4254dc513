/** The public user object (message authors, webhook payloads). */
export function publicUser(user) {
    return userObject(user);
}
/** The public fields, as an object the current-user shape can add its own fields to. */
function userObject(user) {
    const out = {
        id: user.id,
        username: user.username,
        avatar: user.avatar,
        discriminator: user.discriminator,
        public_flags: user.public_flags,
        flags: user.flags,
        global_name: user.global_name,
        primary_guild: null,
    };
    if (user.bot)
        out.bot = true;
    // Our design (the service's marker is not documented): only provisional accounts carry it.
    if (user.provisional === true)
        out.is_provisional = true;
    return out;
}
/**
 * `GET /users/@me`: the public fields plus the account's own (`locale`, `mfa_enabled`, `premium_type`, and
 * `email`/`verified` only with the `email` scope, as the service does). `premium_type` is 0 unless the
 * caller may see it (`withPremiumType`: the `identify.premium` scope of an approved application).
 */
export function currentUser(user, withEmail, withPremiumType) {
    // Added one by one rather than spread into a new literal: V8 copies a spread object through a slow
    // generic path (microseconds), and this is the whole work of a hot route. Same keys, same order.
    const out = userObject(user);
    out.mfa_enabled = user.mfa_enabled;
    out.locale = user.locale;
    out.premium_type = withPremiumType ? user.premium_type : 0;
    if (withEmail) {
        out.email = user.email;
        out.verified = user.verified;
    }
    return out;
}
/** The application object (as in `GET /oauth2/@me`). */
export function applicationWire(app) {
    return {
        id: app.id,
        name: app.name,
        icon: null,
        description: '',
        type: null,
        bot_public: true,
        bot_require_code_grant: false,
        verify_key: app.verifyKey,
        flags: app.flags,
        flags_new: String(app.flags),
    };
}
/**
 * The fields every message ends with on the wire, in the service's order: its author as now stored
 * (`author`: undefined once the account was removed), flags, application and times.
 */
export function messageTail(message, author, editedAt) {
    return {
        author: publicUser(author ?? deletedUser(message.authorId)),
        flags: 0,
        application_id: message.applicationId,
        timestamp: new Date(message.createdAt).toISOString(),
        edited_timestamp: editedAt === null ? null : new Date(editedAt).toISOString(),
        ...(message.moderationMetadata === undefined ? {} : { moderation_metadata: message.moderationMetadata }),
    };
}
/** How the author of a message from a removed account is shown (lobby and direct messages). */
export function deletedUser(id) {
    return {
        id,
        username: 'Deleted User',
        global_name: null,
        discriminator: '0',
        avatar: null,
        bot: false,
        email: null,
        verified: false,
        locale: 'en-US',
        mfa_enabled: false,
        flags: 0,
        public_flags: 0,
        premium_type: 0,
    };
}
