/**
 * The request log (HTTP requests and gateway frames, without secrets), newest first, filtered on the
 * emulator's side by method, a part of the path, a status class and kind; and clearing it.
 */
import { field, form, h, section, select, table, time } from '../dom.js';

export const title = 'Request log';
export const view = 'requests';

const FILTERS = ['method', 'path', 'status', 'kind'];

/** The snapshot's query string from the route's parameters. */
export function query(params) {
  const kept = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}

export function render(data, ui, params) {
  return [
    filterForm(params, ui),
    h('p', { class: 'stats' }, `${data.entries.length} shown of ${data.total} in the log`),
    section(
      'Entries',
      table(
        ['#', 'Time', 'Method', 'Path', 'Status', 'ms', 'Auth', 'Note'],
        data.entries.map((entry) => [
          String(entry.seq),
          time(entry.time),
          entry.method,
          entry.frame ? frameText(entry.frame) : entry.path,
          entry.status === null
            ? '—'
            : h('span', { class: `status-${String(entry.status)[0]}xx` }, String(entry.status)),
          entry.durationMs === null ? '—' : String(entry.durationMs),
          entry.auth,
          [
            entry.fault !== null ? `fault #${entry.fault} ` : '',
            entry.dropped ? 'dropped ' : '',
            entry.error ?? '',
            entry.note ?? '',
          ].join(''),
        ]),
        'no entries match',
      ),
    ),
  ];
}

function frameText(frame) {
  const what = frame.op === null ? `close ${frame.close}` : `op ${frame.op}${frame.t ? ` ${frame.t}` : ''}`;
  return `${frame.direction === 'in' ? '→' : '←'} ${what}`;
}

function filterForm(params, ui) {
  const filter = form(
    'filter',
    {
      inline: true,
      onValues: (values) => {
        ui.go('requests', Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')));
      },
    },
    field(
      'Method',
      select('method', [['', 'any'], ...['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'WS'].map((m) => [m, m])]),
    ),
    field('Path contains', h('input', { name: 'path', value: params.get('path') ?? '', size: 16 })),
    field(
      'Status',
      select('status', [
        ['', 'any'],
        ['2xx', '2xx'],
        ['3xx', '3xx'],
        ['4xx', '4xx'],
        ['5xx', '5xx'],
        ['429', '429'],
      ]),
    ),
    field(
      'Kind',
      select('kind', [
        ['', 'both'],
        ['http', 'HTTP'],
        ['ws', 'gateway frames'],
      ]),
    ),
    h('button', { type: 'submit' }, 'Filter'),
    h(
      'button',
      { type: 'button', onclick: () => ui.act('Clear the log', 'DELETE', '/requests') },
      'Clear log',
    ),
  );
  // The selects show the route's filter (set after their options exist).
  filter.elements.method.value = params.get('method') ?? '';
  filter.elements.status.value = params.get('status') ?? '';
  filter.elements.kind.value = params.get('kind') ?? '';
  return filter;
}
