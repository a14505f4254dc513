/** Direct messages: each conversation (per application and pair of users) with its latest messages, live. */
import { badge, empty, h, messageList, section } from '../dom.js';

export const title = 'Direct messages';
export const view = 'direct-messages';

export function render(data) {
  if (data.conversations.length === 0) return empty('no conversations yet (send one from the Users page)');
  return data.conversations.map((conversation) =>
    section(
      `@${conversation.users[0].username} ↔ @${conversation.users[1].username}`,
      h('p', {}, `application ${conversation.applicationId}, ${conversation.count} messages`),
      messageList(conversation.messages, { 'data-channel': conversation.channelId }, (message) => [
        message.editedAt ? h('small', {}, ' (edited)') : null,
        message.invite
          ? [
              ' ',
              badge(message.invite.type === 1 ? 'invite' : 'join request'),
              ' ',
              badge(message.invite.valid ? 'valid' : 'invalid'),
            ]
          : null,
      ]),
    ),
  );
}
