/**
 * The console's application pages: each application (its secrets redacted) with its commands as the
 * service returns them (localizations included), global and per guild; the interactions delivered to
 * apps with their payloads, answers and timing; and OAuth grants, codes and tokens. Tokens and codes
 * are stored only as hashes: the page names them by the start of their hash, never by their value.
 */
import type { ApplicationCommand } from '../../model/command.js';
import type { InteractionRecord } from '../interactions/state.js';
import type { ConsoleSources } from './sources.js';
/** One application on the page, with its commands by scope (`global` or a guild id). */
export interface ApplicationView {
    id: string;
    name: string;
    publicClient: boolean;
    redirectUris: string[];
    interactionsUrl: string | null;
    webhookUrl: string | null;
    clientSecret: string;
    botToken: string;
    commands: {
        scope: string;
        commands: readonly ApplicationCommand[];
    }[];
}
/** The applications page. */
export declare function applicationsView(sources: ConsoleSources): {
    applications: ApplicationView[];
    users: {
        id: string;
        username: string;
    }[];
};
/** One interaction on the page: the record without its token's hash, and how long the answer took. */
export type InteractionView = Omit<InteractionRecord, 'tokenHash'> & {
    username: string;
    /** Milliseconds from the invocation to the first answer (emulator time), or null. */
    answeredInMs: number | null;
};
/** The interactions page, newest first. */
export declare function interactionsView(sources: ConsoleSources): {
    interactions: InteractionView[];
};
/** The OAuth page: grants, tokens and pending codes, and how consent is answered. */
export declare function oauthView(sources: ConsoleSources): {
    consent: {
        mode: string;
        userId: string | null;
    };
    users: {
        id: string;
        username: string;
    }[];
    grants: {
        id: string;
        applicationId: string;
        userId: string;
        username: string;
        scopes: string[];
        createdAt: number;
        revokedAt: number | null;
    }[];
    tokens: {
        hash: string;
        kind: 'access' | 'refresh';
        applicationId: string;
        userId: string | null;
        scopes: string[];
        issuedAt: number;
        expiresAt: number | null;
        usedAt: number | null;
        revokedAt: number | null;
    }[];
    codes: {
        hash: string;
        applicationId: string;
        userId: string;
        expiresAt: number;
        usedAt: number | null;
    }[];
};
