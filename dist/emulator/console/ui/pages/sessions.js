/**
 * Gateway sessions: connected or waiting for a RESUME, with their last frames; and disconnecting a
 * user's connections the way a network failure would (resumable) or for good.
 */
import { badge, h, list, section, table, time } from '../dom.js';

export const title = 'Gateway sessions';
export const view = 'sessions';

const OPS = {
  0: 'DISPATCH',
  1: 'HEARTBEAT',
  2: 'IDENTIFY',
  3: 'PRESENCE',
  6: 'RESUME',
  7: 'RECONNECT',
  9: 'INVALID',
  10: 'HELLO',
  11: 'ACK',
};

export function render(data, ui) {
  const { stats } = data;
  return [
    h(
      'p',
      { class: 'stats' },
      `${stats.connections} connections, ${stats.sessions} sessions, ${stats.dispatched} dispatches`,
    ),
    section(
      'Sessions',
      table(
        ['Session', 'User', 'Application', 'State', 'Seq', 'Last frames', 'Disconnect'],
        data.sessions.map((session) => [
          h('code', {}, session.id.slice(0, 12)),
          `@${session.username}`,
          session.applicationId,
          [
            badge(session.state),
            session.awaySince ? h('small', {}, ' away since ', time(session.awaySince)) : null,
          ],
          String(session.seq),
          framesOf(session.frames),
          h(
            'div',
            { class: 'buttons' },
            h(
              'button',
              {
                onclick: () =>
                  ui.act(`Drop @${session.username}`, 'POST', '/gateway/drop', {
                    userId: session.userId,
                    resumable: true,
                  }),
              },
              'Drop (resumable)',
            ),
            h(
              'button',
              {
                class: 'danger',
                onclick: () =>
                  ui.act(`End @${session.username}'s sessions`, 'POST', '/gateway/drop', {
                    userId: session.userId,
                    resumable: false,
                  }),
              },
              'End',
            ),
          ),
        ]),
        'no gateway sessions: no client is connected',
      ),
    ),
    section(
      'Discord desktop apps',
      table(
        ['User', 'Socket', 'Games', 'App'],
        (data.desktopApps ?? []).map((app) => [
          `@${app.username}`,
          h('code', {}, app.path),
          app.games.length === 0
            ? h('small', {}, 'no game connected')
            : list('ul', {}, app.games, (game) => [
                game.applicationId ?? '(handshaking)',
                game.pid === null ? '' : ` pid ${game.pid}`,
                game.subscriptions.length ? h('small', {}, ` ${game.subscriptions.join(', ')}`) : null,
              ]),
          h(
            'div',
            { class: 'buttons' },
            h(
              'button',
              {
                onclick: () =>
                  ui.act(`Restart @${app.username}'s app`, 'POST', '/desktop-app/restart', {
                    userId: app.userId,
                  }),
              },
              'Restart',
            ),
            h(
              'button',
              {
                class: 'danger',
                onclick: () =>
                  ui.act(`Quit @${app.username}'s app`, 'POST', '/desktop-app/stop', { userId: app.userId }),
              },
              'Quit',
            ),
          ),
        ]),
        'no Discord desktop app: control.desktopApp.start({ userId }) or --desktop-app USER starts one',
      ),
    ),
  ];
}

function framesOf(frames) {
  return list(
    'ol',
    { class: 'frames' },
    frames,
    (frame) => [
      frame.direction === 'in' ? '→ ' : '← ',
      frame.op === null ? `close ${frame.close}` : (OPS[frame.op] ?? `op ${frame.op}`),
      frame.t ? ` ${frame.t}` : null,
      frame.s !== null ? ` #${frame.s}` : null,
    ],
    (frame) => ({ class: `frame-${frame.direction}` }),
  );
}
