import { commandCollections } from '../commands/state.js';
import { people, usernameOf } from './peopleViews.js';
import { redacted } from './redact.js';
/** Characters of a hash shown as its name. */
const HASH_SHOWN = 10;
/** How the page names a token or code: the start of its hash. */
function hashName(hash) {
    return `${hash.slice(0, HASH_SHOWN)}…`;
}
/** The applications page. */
export function applicationsView(sources) {
    const { ctx } = sources;
    const scopes = [...commandCollections(ctx.store).scopes.entries()];
    return {
        users: people(sources),
        applications: [...ctx.store.applications.values()].map((app) => ({
            id: app.id,
            name: app.name,
            publicClient: app.publicClient,
            redirectUris: app.redirectUris,
            interactionsUrl: app.interactionsUrl ?? null,
            webhookUrl: app.webhookUrl,
            clientSecret: redacted(app.clientSecret),
            botToken: redacted(app.botToken),
            commands: scopes
                .filter(([key]) => key.startsWith(`${app.id}:`))
                .map(([key, record]) => ({ scope: key.slice(app.id.length + 1), commands: record.commands })),
        })),
    };
}
/** The interactions page, newest first. */
export function interactionsView(sources) {
    return {
        interactions: sources.interactions
            .list()
            .reverse()
            .map(({ tokenHash: _hash, ...record }) => ({
            ...record,
            username: usernameOf(sources.ctx, record.userId),
            answeredInMs: record.answeredAt === null ? null : record.answeredAt - record.createdAt,
        })),
    };
}
/** The OAuth page: grants, tokens and pending codes, and how consent is answered. */
export function oauthView(sources) {
    const { store, settings } = sources.ctx;
    return {
        consent: { ...settings.consent },
        users: people(sources),
        grants: [...store.grants.values()].map((grant) => ({
            id: grant.id,
            applicationId: grant.applicationId,
            userId: grant.userId,
            username: usernameOf(sources.ctx, grant.userId),
            scopes: grant.scopes,
            createdAt: grant.createdAt,
            revokedAt: grant.revokedAt,
        })),
        tokens: [...store.tokens.values()].map((token) => ({
            hash: hashName(token.hash),
            kind: token.kind,
            applicationId: token.applicationId,
            userId: token.userId,
            scopes: token.scopes,
            issuedAt: token.issuedAt,
            expiresAt: token.expiresAt,
            usedAt: token.usedAt,
            revokedAt: token.revokedAt,
        })),
        codes: [...store.codes.values()].map((code) => ({
            hash: hashName(code.hash),
            applicationId: code.applicationId,
            userId: code.userId,
            expiresAt: code.expiresAt,
            usedAt: code.usedAt,
        })),
    };
}
