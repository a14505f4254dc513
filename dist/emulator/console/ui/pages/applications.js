/**
 * Applications and their commands, as the service returns them (names, descriptions and their
 * localizations, options), global and per guild; and invoking a command as a user (delivered, signed,
 * to the application's interactions URL, like the service would).
 */
import { empty, field, form, h, json, list, section, select, table, userOptions } from '../dom.js';

export const title = 'Applications';
export const view = 'applications';

const TYPES = { 1: 'slash', 2: 'user', 3: 'message', 4: 'entry point' };

export function render(data, ui) {
  if (data.applications.length === 0) return empty('no applications yet');
  return data.applications.map((app) =>
    section(
      `${app.name} (${app.id})`,
      h(
        'dl',
        {},
        h('dt', {}, 'Client'),
        h('dd', {}, app.publicClient ? 'public (PKCE)' : 'confidential'),
        h('dt', {}, 'Client secret'),
        h('dd', {}, h('code', {}, app.clientSecret)),
        h('dt', {}, 'Bot token'),
        h('dd', {}, h('code', {}, app.botToken)),
        h('dt', {}, 'Redirect URIs'),
        h('dd', {}, app.redirectUris.join(', ') || '—'),
        h('dt', {}, 'Interactions URL'),
        h('dd', {}, app.interactionsUrl ?? '—'),
      ),
      app.commands.length === 0
        ? empty('no commands registered')
        : app.commands.map((scope) => scopeOf(app, scope, userOptions(data.users), ui)),
    ),
  );
}

function scopeOf(app, scope, people, ui) {
  return h(
    'div',
    {},
    h('h3', {}, scope.scope === 'global' ? 'Global commands' : `Commands of guild ${scope.scope}`),
    table(
      ['Command', 'Type', 'Description', 'Localizations', 'Options', 'Invoke as a user'],
      scope.commands.map((command) => [
        h('code', {}, command.type === 1 ? `/${command.name}` : command.name),
        TYPES[command.type] ?? String(command.type),
        command.description || '—',
        localizationsOf(command),
        command.options?.length ? json(command.options.map((o) => o.name)) : '—',
        command.type === 4 ? '—' : invokeForm(app, scope, command, people, ui),
      ]),
    ),
  );
}

function localizationsOf(command) {
  const names = command.name_localizations ?? {};
  const descriptions = command.description_localizations ?? {};
  const locales = [...new Set([...Object.keys(names), ...Object.keys(descriptions)])].sort();
  return list('ul', { class: 'plain' }, locales, (locale) => [
    h('code', {}, locale),
    ` ${names[locale] ?? command.name}`,
    descriptions[locale] ? ` — ${descriptions[locale]}` : null,
  ]);
}

function invokeForm(app, scope, command, people, ui) {
  return form(
    `invoke-${command.id}`,
    {
      inline: true,
      onValues: async ({ user, options }) => {
        let parsed;
        try {
          parsed = options.trim() === '' ? undefined : JSON.parse(options);
        } catch {
          return ui.say(`Invoke ${command.name}: options must be a JSON object`, 'error');
        }
        const label = `Invoke ${command.name}`;
        const record = await ui.act(label, 'POST', '/interactions/commands', {
          application: app.id,
          id: command.id,
          user,
          ...(scope.scope === 'global' ? {} : { guild: scope.scope }),
          ...(parsed === undefined ? {} : { options: parsed }),
        });
        // The call succeeds when the service refused too: the record says what the user would have seen.
        if (record?.status === 'refused') ui.say(`${label}: refused — ${record.refusal.message}`, 'error');
        else if (record) ui.say(`${label}: ${record.status}`, record.status === 'failed' ? 'error' : 'ok');
      },
    },
    field('User', select('user', people)),
    field('Options', h('input', { name: 'options', placeholder: '{"name": "value"}', size: 18 })),
    h('button', { type: 'submit' }, 'Invoke'),
  );
}
