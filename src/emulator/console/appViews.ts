/**
 * The console's application pages: each application (its secrets redacted) with its commands as the
 * service returns them (localizations included), global and per guild; the interactions delivered to
 * apps with their payloads, answers and timing; and OAuth grants, codes and tokens. Tokens and codes
 * are stored only as hashes: the page names them by the start of their hash, never by their value.
 */
import type { ApplicationCommand } from '../../model/command.js';
import { commandCollections } from '../commands/state.js';
import type { InteractionRecord } from '../interactions/state.js';
import { people, usernameOf } from './peopleViews.js';
import { redacted } from './redact.js';
import type { ConsoleSources } from './sources.js';

/** Characters of a hash shown as its name. */
const HASH_SHOWN = 10;

/** How the page names a token or code: the start of its hash. */
function hashName(hash: string): string {
  return `${hash.slice(0, HASH_SHOWN)}…`;
}

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
  commands: { scope: string; commands: readonly ApplicationCommand[] }[];
}

/** The applications page. */
export function applicationsView(sources: ConsoleSources): {
  applications: ApplicationView[];
  users: { id: string; username: string }[];
} {
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

/** One interaction on the page: the record without its token's hash, and how long the answer took. */
export type InteractionView = Omit<InteractionRecord, 'tokenHash'> & {
  username: string;
  /** Milliseconds from the invocation to the first answer (emulator time), or null. */
  answeredInMs: number | null;
};

/** The interactions page, newest first. */
export function interactionsView(sources: ConsoleSources): { interactions: InteractionView[] } {
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
export function oauthView(sources: ConsoleSources): {
  consent: { mode: string; userId: string | null };
  users: { id: string; username: string }[];
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
  codes: { hash: string; applicationId: string; userId: string; expiresAt: number; usedAt: number | null }[];
} {
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
