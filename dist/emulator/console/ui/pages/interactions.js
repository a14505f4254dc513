/**
 * Interactions delivered to applications (or refused by the service), newest first: who invoked what,
 * the payload as POSTed (its token redacted), the first answer, how it came and how long it took.
 */
import { badge, empty, h, json, section, time } from '../dom.js';

export const title = 'Interactions';
export const view = 'interactions';

export function render(data) {
  if (data.interactions.length === 0)
    return empty('no interactions yet (invoke a command from the Applications page)');
  return data.interactions.map((record) =>
    section(
      `${record.type === 4 ? 'Autocomplete' : 'Command'} /${[record.commandName, ...record.path].join(' ')} by @${record.username}`,
      h(
        'p',
        {},
        badge(record.status),
        ' invoked ',
        time(record.createdAt),
        record.answeredInMs === null
          ? null
          : ` — answered in ${record.answeredInMs} ms via ${record.answeredVia}`,
        record.refusal ? ` — refused: ${record.refusal.message}` : null,
        record.failure ? ` — failed: ${record.failure}` : null,
      ),
      h(
        'div',
        { class: 'columns' },
        h('div', {}, h('h3', {}, 'Payload'), json(record.payload)),
        h(
          'div',
          {},
          h('h3', {}, 'Answer'),
          json(record.response),
          record.followups.length > 0 ? [h('h3', {}, 'Follow-ups'), json(record.followups)] : null,
          record.notes.length > 0
            ? [
                h('h3', {}, 'Notes'),
                h(
                  'ul',
                  {},
                  record.notes.map((n) => h('li', {}, n)),
                ),
              ]
            : null,
        ),
      ),
    ),
  );
}
