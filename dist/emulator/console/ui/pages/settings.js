/**
 * Settings: the emulator's clock (advance it, freeze it), consent, fault rules (add, remove, clear) and
 * rate limits (on, off, forget the windows), each through the control API's own routes.
 */
import { badge, field, form, h, json, section, select, table, time } from '../dom.js';
import { consentForm } from './oauth.js';

export const title = 'Faults & settings';
export const view = 'settings';

const STEPS = [
  ['1 minute', 60_000],
  ['1 hour', 3_600_000],
  ['1 day', 86_400_000],
];

export function render(data, ui) {
  return [
    section(
      'Clock',
      h(
        'p',
        {},
        'Emulator time ',
        time(data.clock.now),
        ' ',
        data.clock.frozen ? badge('frozen') : badge('running'),
      ),
      h(
        'div',
        { class: 'buttons' },
        STEPS.map(([label, ms]) =>
          h(
            'button',
            { onclick: () => ui.act(`Advance ${label}`, 'POST', '/clock/advance', { ms }) },
            `+${label}`,
          ),
        ),
        h(
          'button',
          {
            onclick: () =>
              ui.act(data.clock.frozen ? 'Resume' : 'Freeze', 'PUT', '/clock', {
                frozen: !data.clock.frozen,
              }),
          },
          data.clock.frozen ? 'Resume time' : 'Freeze time',
        ),
      ),
      form(
        'advance',
        {
          inline: true,
          onValues: (values) => {
            const ms = Number(values.ms);
            void ui.act(`Advance ${ms} ms`, 'POST', '/clock/advance', { ms });
          },
        },
        field('Advance by (ms)', h('input', { name: 'ms', type: 'number', min: 0, required: true })),
        h('button', { type: 'submit' }, 'Advance'),
      ),
    ),
    section('Consent', consentForm(data, ui)),
    section(
      'Fault rules',
      table(
        ['#', 'Method', 'Path', 'Does', 'Remaining', 'Hits', ''],
        data.faults.map((rule) => [
          String(rule.id),
          rule.method,
          h('code', {}, rule.path),
          faultText(rule),
          rule.remaining === null ? '∞' : String(rule.remaining),
          String(rule.hits),
          h(
            'button',
            { onclick: () => ui.act(`Remove fault #${rule.id}`, 'DELETE', `/faults/${rule.id}`) },
            'Remove',
          ),
        ]),
        'no fault rules',
      ),
      faultForm(ui),
      data.faults.length > 0
        ? h(
            'button',
            { class: 'danger', onclick: () => ui.act('Clear faults', 'DELETE', '/faults') },
            'Clear all',
          )
        : null,
    ),
    section(
      'Rate limits',
      h('p', {}, data.rateLimits.active ? badge('on') : badge('off')),
      json({ global: data.rateLimits.global, route: data.rateLimits.route, routes: data.rateLimits.routes }),
      h(
        'div',
        { class: 'buttons' },
        data.rateLimits.active
          ? h(
              'button',
              { onclick: () => ui.act('Rate limits off', 'PUT', '/rate-limits', false) },
              'Turn off',
            )
          : h(
              'button',
              { onclick: () => ui.act('Rate limits on', 'PUT', '/rate-limits', {}) },
              'Turn on (defaults)',
            ),
        h(
          'button',
          { onclick: () => ui.act('Reset windows', 'POST', '/rate-limits/reset') },
          'Forget windows',
        ),
      ),
    ),
    section(
      'Lifetimes',
      h('p', {}, `Authorization codes ${data.codeTtlMs} ms, access tokens ${data.accessTokenTtlSeconds} s`),
    ),
  ];
}

function faultText(rule) {
  const parts = [];
  if (rule.latencyMs > 0) parts.push(`+${rule.latencyMs} ms`);
  if (rule.drop) parts.push('drop');
  else if (rule.retryAfter !== null) parts.push(`429 (${rule.scope}, retry after ${rule.retryAfter} s)`);
  else if (rule.status !== null) parts.push(`answer ${rule.status}`);
  return parts.join(', ') || 'nothing';
}

function faultForm(ui) {
  return form(
    'fault',
    {
      inline: true,
      onValues: ({ method, path, does, status, times }) => {
        const rule = { method, path, times: Number(times) };
        if (does === 'status') rule.status = Number(status);
        else if (does === '429') rule.retryAfter = 1;
        else rule.drop = true;
        void ui.act('Add fault', 'POST', '/faults', rule);
      },
    },
    field(
      'Method',
      select(
        'method',
        ['*', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((m) => [m, m]),
      ),
    ),
    field('Path', h('input', { name: 'path', required: true, placeholder: '/api/v10/lobbies/*', size: 22 })),
    field(
      'Does',
      select('does', [
        ['status', 'answer a status'],
        ['429', 'answer 429'],
        ['drop', 'drop the connection'],
      ]),
    ),
    field('Status', h('input', { name: 'status', type: 'number', value: 500, min: 200, max: 599 })),
    field('Times', h('input', { name: 'times', type: 'number', value: 1, min: 0 })),
    h('button', { type: 'submit' }, 'Add fault'),
  );
}
