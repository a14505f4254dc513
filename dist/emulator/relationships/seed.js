/**
 * Seeding the relationships domain, and the control API's add and remove: friends, pending requests
 * (`user` asked `other`, optionally flagged as spam) and blocks (`user` blocked `other`, Discord kind
 * only), of the Discord kind or of one application's game kind. Every change goes through the same
 * `changePair` as the routes, so connected sessions see it live; the friend cap holds here too.
 */
import { MAX_FRIENDS } from '../../model/limits.js';
import { RelationshipType } from '../../model/relationship.js';
import { existingUser, object, optionalBoolean, SeedError, snowflake } from '../seedChecks.js';
import { applyBlock, changePair, friendCount, setBoth, setRequest } from './relationships.js';
const TYPES = new Set(['friend', 'pending', 'blocked']);
/** Checks the two users, the kind and its application. */
function checkPair(ctx, seed, at) {
    object(seed, at);
    const user = existingUser(ctx, seed.user, `${at}.user`);
    const other = existingUser(ctx, seed.other, `${at}.other`);
    if (user === other)
        throw new SeedError(`${at}.other: must be another user than ${at}.user`);
    for (const [id, field] of [
        [user, 'user'],
        [other, 'other'],
    ])
        if (ctx.store.users.get(id)?.bot)
            throw new SeedError(`${at}.${field}: ${id} is an application's bot user`);
    if (seed.kind !== 'discord' && seed.kind !== 'game')
        throw new SeedError(`${at}.kind: expected "discord" or "game", received ${JSON.stringify(seed.kind)}`);
    let applicationId = '';
    if (seed.kind === 'game') {
        if (seed.application === undefined)
            throw new SeedError(`${at}.application: required with kind "game" (the application of the game relationship)`);
        applicationId = snowflake(seed.application, `${at}.application`);
        if (!ctx.store.applications.has(applicationId))
            throw new SeedError(`${at}.application: no application ${applicationId} (seed it first)`);
    }
    else if (seed.application !== undefined)
        throw new SeedError(`${at}.application: only with kind "game"`);
    return { user, other, kind: seed.kind, applicationId };
}
/** Seeds one relationship (replacing what the pair had of that kind). */
export function seedRelationship(ctx, seed, at = 'relationship') {
    const { user, other, kind, applicationId } = checkPair(ctx, seed, at);
    if (typeof seed.type !== 'string' || !TYPES.has(seed.type))
        throw new SeedError(`${at}.type: expected "friend", "pending" or "blocked", received ${JSON.stringify(seed.type)}`);
    const spam = optionalBoolean(seed.spam, `${at}.spam`) ?? false;
    if (spam && seed.type !== 'pending')
        throw new SeedError(`${at}.spam: only a pending request can be spam`);
    if (seed.type === 'blocked' && kind !== 'discord')
        throw new SeedError(`${at}.type: "blocked" is of kind "discord" only`);
    if (seed.type === 'friend')
        for (const [id, field] of [
            [user, 'user'],
            [other, 'other'],
        ])
            if (friendCount(ctx, id, kind, applicationId) >= MAX_FRIENDS)
                throw new SeedError(`${at}.${field}: ${id} already has ${MAX_FRIENDS} ${kind} friends (the cap)`);
    changePair(ctx, user, other, (pair) => {
        if (seed.type === 'blocked') {
            applyBlock(pair, user, other);
            return;
        }
        setRequest(pair, kind, applicationId, [user, other], seed.type === 'friend');
        if (spam)
            pair.spam[other] = true;
    });
}
/** Removes a relationship of one kind between two users, both sides (a block included). */
export function removeRelationship(ctx, removal, at = 'relationship') {
    const { user, other, kind, applicationId } = checkPair(ctx, removal, at);
    changePair(ctx, user, other, (pair) => {
        setBoth(pair, kind, applicationId, [user, other], RelationshipType.None);
    });
}
