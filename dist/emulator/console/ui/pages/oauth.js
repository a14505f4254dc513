/**
 * OAuth: grants (who authorized which application, with which scopes), tokens and pending codes, named
 * by the start of their hash (the emulator keeps no token itself, and the page never shows one), and
 * how the consent page answers.
 */
import { badge, field, form, h, section, select, table, time, userOptions } from '../dom.js';

export const title = 'OAuth';
export const view = 'oauth';

export function render(data, ui) {
  return [
    section('Consent', consentForm(data, ui)),
    section(
      'Grants',
      table(
        ['Grant', 'Application', 'User', 'Scopes', 'Created', 'State'],
        data.grants.map((grant) => [
          h('code', {}, grant.id.slice(0, 12)),
          grant.applicationId,
          `@${grant.username}`,
          grant.scopes.join(' '),
          time(grant.createdAt),
          grant.revokedAt === null ? badge('active') : badge('revoked'),
        ]),
        'no grants yet',
      ),
    ),
    section(
      'Tokens',
      table(
        ['Hash', 'Kind', 'Application', 'User', 'Scopes', 'Issued', 'Expires', 'State'],
        data.tokens.map((token) => [
          h('code', {}, token.hash),
          token.kind,
          token.applicationId,
          token.userId ?? '(client credentials)',
          token.scopes.join(' '),
          time(token.issuedAt),
          time(token.expiresAt),
          token.revokedAt !== null
            ? badge('revoked')
            : token.usedAt !== null
              ? badge('used')
              : badge('active'),
        ]),
        'no tokens yet',
      ),
    ),
    section(
      'Authorization codes',
      table(
        ['Hash', 'Application', 'User', 'Expires', 'State'],
        data.codes.map((code) => [
          h('code', {}, code.hash),
          code.applicationId,
          code.userId,
          time(code.expiresAt),
          code.usedAt === null ? badge('unused') : badge('used'),
        ]),
        'no codes pending',
      ),
    ),
  ];
}

/** How the consent page answers (shared with the settings page). */
export function consentForm(data, ui) {
  return form(
    'consent',
    {
      inline: true,
      onValues: ({ mode, user }) => {
        void ui.act('Consent', 'PUT', '/consent', { mode, userId: user === '' ? null : user });
      },
    },
    h('p', {}, 'Now: ', badge(data.consent.mode), data.consent.userId ? ` as ${data.consent.userId}` : null),
    field(
      'Mode',
      select('mode', [
        ['page', 'show the consent page'],
        ['approve', 'approve at once'],
        ['deny', 'deny at once'],
      ]),
    ),
    field('As user', select('user', [['', '(the first user)'], ...userOptions(data.users ?? [])])),
    h('button', { type: 'submit' }, 'Set consent'),
  );
}
