/**
 * Voice: the voice server's counts and each live call with its participants: a speaking light, SSRC,
 * mode, mutes, packets in and out with their rate per second (from the last two snapshots), loss; and
 * what a QA tester does to a call through the control API: server mute and deafen, disconnect, network
 * faults (loss, delay, jitter, reordering, seed), move to the other endpoint, end.
 */
import { badge, empty, field, form, h, section, table, time } from '../dom.js';

export const title = 'Voice';
export const view = 'voice';

/** The last counts seen per participant, for packets per second. */
const previous = new Map();

function rates(callId, p) {
  const key = `${callId}:${p.userId}`;
  const now = performance.now();
  const last = previous.get(key);
  previous.set(key, { at: now, in: p.packetsIn, out: p.packetsOut });
  if (last === undefined || now - last.at < 50) return last?.rates ?? { in: 0, out: 0 };
  const seconds = (now - last.at) / 1000;
  const computed = { in: (p.packetsIn - last.in) / seconds, out: (p.packetsOut - last.out) / seconds };
  previous.get(key).rates = computed;
  return computed;
}

export function render(data, ui) {
  const { stats } = data;
  const relay = stats.relay;
  const header = h(
    'p',
    { class: 'stats' },
    stats.started
      ? `endpoints ${stats.endpoints.join(', ')} — ${stats.connections} connections, ${stats.participants} participant${stats.participants === 1 ? '' : 's'} in ${stats.calls} call${stats.calls === 1 ? '' : 's'}` +
          (relay
            ? ` — relay: ${relay.forwarded} forwarded, dropped ${relay.drops.badTag} bad tag, ${relay.drops.unknownAddress} unknown address, ${relay.drops.unknownSsrc} unknown SSRC, ${relay.drops.malformed} malformed, ${relay.drops.rtcp} RTCP; ${relay.delayed} delayed`
            : '')
      : 'the voice server starts with the first voice join (or when its CA is asked for)',
  );
  if (data.calls.length === 0) return [header, empty('no calls')];
  return [header, ...data.calls.map((call) => callOf(call, ui))];
}

/** Whether the call is end-to-end encrypted (DAVE, its group's epoch), or carried by transport encryption only. */
function encryption(call) {
  const dave = call.dave;
  if (call.e2ee && dave)
    return [
      badge('end-to-end encrypted', 'active'),
      ` DAVE ${dave.protocolVersion}, epoch ${dave.epoch}, ${dave.members.filter((m) => m !== null).length} in the group` +
        (dave.transitionId === null ? '' : `, transition ${dave.transitionId} under way`),
    ];
  if (dave && dave.protocolVersion > 0) return badge('DAVE: forming the group', 'idle');
  return badge('transport encryption only', 'warn');
}

function callOf(call, ui) {
  return section(
    `${call.kind === 'lobby' ? 'Lobby call' : 'Voice channel'} ${call.id}`,
    h(
      'p',
      {},
      `server ${call.serverId}, endpoint ${call.endpoint}, started `,
      time(call.startedAt),
      call.faults ? [' — faults ', badge('on', 'warn'), ` ${JSON.stringify(call.faults)}`] : null,
      ' — ',
      encryption(call),
    ),
    table(
      ['', 'User', 'SSRC', 'Mode', 'Mutes', 'In', 'Out', 'Loss', 'Actions'],
      call.participants.map((p) => {
        const rate = rates(call.id, p);
        return [
          h('span', {
            class: `light ${p.speaking > 0 ? 'light-on' : 'light-off'}`,
            title: p.speaking > 0 ? 'speaking' : 'silent',
            'data-speaking': String(p.speaking > 0),
          }),
          [`@${p.username} `, badge(p.connected ? 'connected' : 'away')],
          String(p.ssrc),
          [
            `${p.mode ?? '—'} (v${p.version}) `,
            p.daveMember
              ? badge(`DAVE ${p.daveProtocolVersion}`, 'active')
              : p.daveProtocolVersion > 0
                ? badge(`DAVE ${p.daveProtocolVersion} pending`, 'idle')
                : badge('no DAVE', 'warn'),
          ],
          [
            p.selfMute ? badge('self mute', 'warn') : null,
            p.selfDeaf ? badge('self deaf', 'warn') : null,
            p.serverMute ? badge('muted', 'error') : null,
            p.serverDeaf ? badge('deafened', 'error') : null,
          ],
          `${p.packetsIn} (${rate.in.toFixed(0)}/s)`,
          `${p.packetsOut} (${rate.out.toFixed(0)}/s)`,
          `${(p.loss * 100).toFixed(1)}% (${p.lost} lost, ${p.rejected} rejected, ${p.faultDrops} fault drops)`,
          h(
            'div',
            { class: 'buttons' },
            h(
              'button',
              {
                onclick: () =>
                  ui.act(`${p.serverMute ? 'Unmute' : 'Mute'} @${p.username}`, 'POST', '/voice/mute', {
                    serverId: call.serverId,
                    userId: p.userId,
                    muted: !p.serverMute,
                  }),
              },
              p.serverMute ? 'Unmute' : 'Mute',
            ),
            h(
              'button',
              {
                onclick: () =>
                  ui.act(`${p.serverDeaf ? 'Undeafen' : 'Deafen'} @${p.username}`, 'POST', '/voice/deafen', {
                    serverId: call.serverId,
                    userId: p.userId,
                    deafened: !p.serverDeaf,
                  }),
              },
              p.serverDeaf ? 'Undeafen' : 'Deafen',
            ),
            h(
              'button',
              {
                class: 'danger',
                onclick: () =>
                  ui.act(`Disconnect @${p.username}`, 'POST', '/voice/disconnect', {
                    serverId: call.serverId,
                    userId: p.userId,
                  }),
              },
              'Disconnect',
            ),
          ),
        ];
      }),
      'nobody in the call',
    ),
    faultsForm(call, ui),
    h(
      'div',
      { class: 'buttons' },
      h(
        'button',
        { onclick: () => ui.act('Move call', 'POST', `/voice/calls/${call.id}/move`) },
        'Move to the other endpoint',
      ),
      h(
        'button',
        { onclick: () => ui.act('Clear faults', 'DELETE', `/voice/calls/${call.id}/faults`) },
        'Clear faults',
      ),
      h(
        'button',
        { class: 'danger', onclick: () => ui.act('End call', 'POST', `/voice/calls/${call.id}/end`) },
        'End call',
      ),
    ),
  );
}

function faultsForm(call, ui) {
  const number = (name, max) =>
    h('input', { name, type: 'number', min: 0, max, step: 'any', value: '0', required: true });
  return form(
    `voice-faults-${call.id}`,
    {
      inline: true,
      onValues: (values) =>
        ui.act('Network faults', 'PUT', `/voice/calls/${call.id}/faults`, {
          lossPercent: Number(values.lossPercent),
          delayMs: Number(values.delayMs),
          jitterMs: Number(values.jitterMs),
          reorderPercent: Number(values.reorderPercent),
          seed: Number(values.seed),
        }),
    },
    field('Loss %', number('lossPercent', 100)),
    field('Delay ms', number('delayMs', 10000)),
    field('Jitter ms', number('jitterMs', 10000)),
    field('Reorder %', number('reorderPercent', 100)),
    field('Seed', h('input', { name: 'seed', type: 'number', min: 0, step: 1, value: '1', required: true })),
    h('button', { type: 'submit' }, 'Apply faults'),
  );
}
