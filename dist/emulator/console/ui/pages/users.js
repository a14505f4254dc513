/**
 * Users: each person with their presence (status, applications connected, activity), relationships of
 * both kinds and account kind; and acting as one of them: set presence from another device, send a
 * friend request, a direct message or an invite to their activity.
 */
import {
  applicationOptions,
  badge,
  field,
  form,
  h,
  list,
  section,
  select,
  table,
  userOptions,
} from '../dom.js';

export const title = 'Users';
export const view = 'users';

const STATUSES = ['online', 'idle', 'dnd', 'invisible', 'offline'];

export function render(data, ui) {
  const people = userOptions(data.users);
  // "To" starts on the second user, so that the forms are ready to send from the first to the second.
  const others = [...people.slice(1), ...people.slice(0, 1)];
  const apps = applicationOptions(data.applications);
  return [
    section(
      'People',
      table(
        ['User', 'Account', 'Presence', 'Activity', 'Relationships', 'Sessions'],
        data.users.map((user) => [
          h('span', { 'data-user': user.id }, `@${user.username}`, h('small', {}, ` ${user.id}`)),
          [
            badge(user.account),
            ...user.linked.map((link) => badge(`${link.provider}:${link.subject}`, 'linked')),
          ],
          presenceOf(user.presence),
          activitiesOf(user.presence.activities),
          relationshipsOf(user.relationships),
          String(user.sessions),
        ]),
        'no users: seed some through the control API',
      ),
    ),
    section(
      'Act as a user',
      h(
        'div',
        { class: 'forms' },
        presenceForm(people, ui),
        [FRIEND_REQUEST, DIRECT_MESSAGE, INVITE].map((spec) =>
          actForm({ ...spec, fields: spec.fields() }, { people, others, apps }, ui),
        ),
      ),
    ),
  ];
}

function presenceOf(presence) {
  const chosen = presence.applications.length > 0 ? presence.status : (presence.elsewhere ?? 'offline');
  return [
    badge(chosen),
    presence.elsewhere ? h('small', {}, ` elsewhere: ${presence.elsewhere}`) : null,
    presence.applications.length > 0 ? h('small', {}, ` in ${presence.applications.join(', ')}`) : null,
  ];
}

function activitiesOf(activities) {
  const entries = Object.entries(activities);
  if (entries.length === 0) return '—';
  return entries.map(([app, activity]) =>
    h(
      'div',
      {},
      h('strong', {}, activity.name),
      ` (${app})`,
      [activity.details, activity.state].some(Boolean)
        ? ` — ${[activity.details, activity.state].filter(Boolean).join(', ')}`
        : null,
    ),
  );
}

function relationshipsOf(entries) {
  return list('ul', { class: 'plain' }, entries, (entry) => [
    `@${entry.username}: `,
    entry.discord ? badge(entry.discord, 'relationship') : null,
    Object.entries(entry.game).map(([app, type]) => badge(`${type} in ${app}`, 'game')),
  ]);
}

function presenceForm(people, ui) {
  return form(
    'presence',
    {
      onValues: ({ user, status }) => {
        void ui.act('Set presence', 'PUT', `/users/${user}/presence`, { status });
      },
    },
    h('h3', {}, 'Set presence (another device)'),
    field('User', select('user', people)),
    field(
      'Status',
      select(
        'status',
        STATUSES.map((s) => [s, s]),
      ),
    ),
    h('button', { type: 'submit' }, 'Set presence'),
  );
}

/**
 * A form that acts as one user towards another in an application: From, To and Application, then the
 * form's own `fields`; `body(values, from, to, app)` is what `POST /_emulator/act/<path>` receives.
 */
function actForm({ name, heading, button, label, path, fields, body }, choices, ui) {
  return form(
    name,
    {
      onValues: (values) => {
        void ui.act(label, 'POST', `/act/${path}`, {
          userId: values.from,
          applicationId: values.app,
          ...body(values),
        });
      },
    },
    h('h3', {}, heading),
    field('From', select('from', choices.people)),
    field('To', select('to', choices.others)),
    field('Application', select('app', choices.apps)),
    fields,
    h('button', { type: 'submit' }, button),
  );
}

const FRIEND_REQUEST = {
  name: 'friend',
  heading: 'Send a friend request',
  button: 'Send friend request',
  label: 'Friend request',
  path: 'friend-requests',
  fields: () =>
    field(
      'Kind',
      select('kind', [
        ['discord', 'Discord'],
        ['game', 'game only'],
      ]),
    ),
  body: ({ to, kind }) => ({ targetId: to, kind }),
};

const DIRECT_MESSAGE = {
  name: 'dm',
  heading: 'Send a direct message',
  button: 'Send message',
  label: 'Direct message',
  path: 'direct-messages',
  fields: () => field('Message', h('input', { name: 'content', required: true, maxlength: 2000 })),
  body: ({ to, content }) => ({ recipientId: to, content }),
};

const INVITE = {
  name: 'invite',
  heading: 'Invite to their activity',
  button: 'Send invite',
  label: 'Invite',
  path: 'invites',
  fields: () => field('Message', h('input', { name: 'content', maxlength: 1024 })),
  body: ({ to, content }) => ({ recipientId: to, content }),
};
