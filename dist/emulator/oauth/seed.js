/**
 * Seeding applications: the OAuth2 clients (secret, redirect URIs, public or not), with their bot user
 * (sharing the application's id, as on the service) and the Ed25519 key interactions are signed with.
 */
import { generateKeyPairSync } from 'node:crypto';
import { isHttpUrl, parseUrl } from '../../rules/url.js';
import { loopbackUrlProblem } from '../loopbackUrl.js';
import * as check from '../seedChecks.js';
/** Creates an application, or updates the one with the seed's id (unset fields keep their values). */
export function seedApplication(ctx, seed, at = 'application') {
    check.object(seed, at);
    const id = check.idOrNew(ctx, seed.id, `${at}.id`);
    const existing = ctx.store.applications.get(id);
    const name = check.optionalString(seed.name, `${at}.name`, 1, 100) ?? existing?.name ?? `App ${id.slice(-6)}`;
    const redirectUris = (seed.redirectUris ?? existing?.redirectUris ?? []).map((uri, i) => checkRedirectUri(uri, `${at}.redirectUris[${i}]`));
    const webhookUrl = seed.webhookUrl === undefined ? (existing?.webhookUrl ?? null) : seed.webhookUrl;
    if (webhookUrl !== null)
        checkHttpUrl(webhookUrl, `${at}.webhookUrl`);
    const interactionsUrl = seed.interactionsUrl === undefined ? (existing?.interactionsUrl ?? null) : seed.interactionsUrl;
    if (interactionsUrl !== null) {
        const problem = loopbackUrlProblem(interactionsUrl);
        if (problem !== undefined)
            throw new check.SeedError(`${at}.interactionsUrl: ${problem}`);
    }
    const ownerId = seed.ownerId === undefined ? (existing?.ownerId ?? null) : seed.ownerId;
    if (ownerId !== null)
        check.existingUser(ctx, ownerId, `${at}.ownerId`);
    const parentApplicationId = seed.parentApplicationId === undefined
        ? (existing?.parentApplicationId ?? null)
        : seed.parentApplicationId === null
            ? null
            : check.snowflake(seed.parentApplicationId, `${at}.parentApplicationId`);
    if (parentApplicationId !== null) {
        if (parentApplicationId === id)
            throw new check.SeedError(`${at}.parentApplicationId: an application cannot be its own parent`);
        if (!ctx.store.applications.has(parentApplicationId))
            throw new check.SeedError(`${at}.parentApplicationId: no application ${parentApplicationId} (seed it first)`);
    }
    const keys = existing ?? ed25519Keys();
    const botUserId = existing?.botUserId ?? id;
    const app = {
        id,
        name,
        botToken: check.optionalString(seed.botToken, `${at}.botToken`, 16, 256) ??
            existing?.botToken ??
            `${Buffer.from(id).toString('base64url')}.${ctx.random.token(4)}.${ctx.random.token(27)}`,
        botUserId,
        clientSecret: check.optionalString(seed.clientSecret, `${at}.clientSecret`, 8, 256) ??
            existing?.clientSecret ??
            ctx.random.token(24),
        publicClient: check.optionalBoolean(seed.publicClient, `${at}.publicClient`) ?? existing?.publicClient ?? false,
        redirectUris,
        flags: check.optionalInteger(seed.flags, `${at}.flags`, 0, 2 ** 31 - 1) ?? existing?.flags ?? 0,
        webhookUrl,
        interactionsUrl,
        ownerId,
        publicKeyPem: keys.publicKeyPem,
        privateKeyPem: keys.privateKeyPem,
        verifyKey: keys.verifyKey,
        premiumScopeApproved: check.optionalBoolean(seed.premiumScopeApproved, `${at}.premiumScopeApproved`) ??
            existing?.premiumScopeApproved ??
            false,
        ...(parentApplicationId === null ? {} : { parentApplicationId }),
    };
    ctx.store.applications.set(id, app);
    // The bot user shares the application's id, as on the service.
    const bot = ctx.store.users.get(botUserId);
    ctx.store.users.set(botUserId, {
        id: botUserId,
        username: name.slice(0, 32),
        global_name: null,
        discriminator: bot?.discriminator ?? '0',
        avatar: null,
        bot: true,
        email: null,
        verified: true,
        locale: 'en-US',
        mfa_enabled: false,
        flags: 0,
        public_flags: 0,
        premium_type: 0,
    });
    return app;
}
/**
 * A registered redirect URI: absolute, no fragment (RFC 6749 3.1.2); http(s) or a private-use scheme
 * such as `discord-<app id>:/authorize/callback`.
 */
export function checkRedirectUri(value, at) {
    if (typeof value !== 'string' || value.length > 2048)
        throw new check.SeedError(`${at}: expected a URI string (up to 2048 characters)`);
    const url = parseUrl(value);
    if (url === undefined)
        throw new check.SeedError(`${at}: not an absolute URI: ${JSON.stringify(value.slice(0, 100))}`);
    if (url.hash !== '' || value.includes('#'))
        throw new check.SeedError(`${at}: a redirect URI must not contain a fragment`);
    if (/^(javascript|data|file|vbscript|blob):$/i.test(url.protocol)) {
        throw new check.SeedError(`${at}: scheme ${url.protocol} is not allowed for redirects`);
    }
    return value;
}
function checkHttpUrl(value, at) {
    if (typeof value !== 'string')
        throw new check.SeedError(`${at}: expected an http(s) URL or null`);
    const url = parseUrl(value);
    if (url === undefined)
        throw new check.SeedError(`${at}: not an absolute URL`);
    if (!isHttpUrl(url))
        throw new check.SeedError(`${at}: expected an http(s) URL`);
}
function ed25519Keys() {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
    return {
        publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
        privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
        verifyKey: raw.toString('hex'),
    };
}
