/**
 * Lobbies: members (connected or not, with their metadata), the lobby's metadata and its latest
 * messages, live; and sending a message as one of its members.
 */
import { badge, empty, field, form, h, json, messageList, section, select, time } from '../dom.js';

export const title = 'Lobbies';
export const view = 'lobbies';

export function render(data, ui) {
  if (data.lobbies.length === 0) return empty('no lobbies yet');
  return data.lobbies.map((lobby) => lobbyOf(lobby, ui));
}

function lobbyOf(lobby, ui) {
  return section(
    `Lobby ${lobby.id}`,
    h(
      'p',
      {},
      `application ${lobby.applicationId}, created `,
      time(lobby.createdAt),
      lobby.emptySince ? [' — empty since ', time(lobby.emptySince)] : null,
      lobby.linkedChannel ? ` — linked to #${lobby.linkedChannel.name}` : null,
    ),
    h('div', { class: 'columns' }, [
      h(
        'div',
        {},
        h('h3', {}, 'Members'),
        h(
          'ul',
          { class: 'plain' },
          lobby.members.map((member) =>
            h(
              'li',
              {},
              `@${member.username} `,
              badge(member.connected ? 'connected' : 'offline'),
              member.metadata ? json(member.metadata) : null,
            ),
          ),
        ),
        h('h3', {}, 'Metadata'),
        json(lobby.metadata),
      ),
      h(
        'div',
        {},
        h('h3', {}, `Messages (${lobby.messageCount})`),
        messageList(lobby.messages, { 'data-lobby': lobby.id }),
        lobby.members.length > 0 ? messageForm(lobby, ui) : null,
      ),
    ]),
  );
}

function messageForm(lobby, ui) {
  return form(
    `lobby-${lobby.id}`,
    {
      inline: true,
      onValues: async ({ user, content }, messages) => {
        const sent = await ui.act('Lobby message', 'POST', '/act/lobby-messages', {
          userId: user,
          lobbyId: lobby.id,
          content,
        });
        if (sent) messages.elements.content.value = '';
      },
    },
    field(
      'As',
      select(
        'user',
        lobby.members.map((member) => [member.id, `@${member.username}`]),
      ),
    ),
    field('Message', h('input', { name: 'content', required: true, maxlength: 1000 })),
    h('button', { type: 'submit' }, 'Send'),
  );
}
