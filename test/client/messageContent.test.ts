/**
 * `MessageHandle.AdditionalContent()` and `MessageHandle.DisclosureType()` against the emulator over
 * loopback: what a message from the Discord app carries beside its text (the service's fields, put there
 * by the control API) read as the library's `AdditionalContent`; the synthetic disclosure message of a
 * kept conversation read as `MessageDataVisibleOnDiscord`. Both call styles.
 */
import { describe, expect, it } from 'vitest';
import { AdditionalContent } from '../../src/client/additionalContent.js';
import type { Client } from '../../src/client/Client.js';
import type { DiscordDirectMessageInput } from '../../src/emulator/index.js';
import { AdditionalContentType, DisclosureTypes } from '../../src/model/cppEnums.js';
import { until } from '../connection/world.js';
import { useGatewayWorld } from './gatewayWorld.js';

const domain = useGatewayWorld();

/** Sends `extras` from alice's Discord app to bob; resolves with bob's handle of it. */
async function fromDiscord(bob: Client, extras: Partial<DiscordDirectMessageInput>) {
  const { world } = domain;
  const sent = await world.emulator.control.sendDirectMessageFromDiscord({
    applicationId: world.fx.app.id,
    from: world.alice.id,
    to: world.bob.id,
    ...extras,
  });
  await until(() => bob.GetMessageHandle(sent.id) !== null, 'the message at bob');
  return bob.GetMessageHandle(sent.id);
}

describe('AdditionalContent', () => {
  it('reads each kind of content from the service’s fields: type, title of a single item, count', async () => {
    const bob = await domain.ready(domain.world.tokens.bob);
    const cases: [Partial<DiscordDirectMessageInput>, AdditionalContentType, string | null, number][] = [
      [{ attachments: [{ id: '1', filename: 'map.png' }] }, AdditionalContentType.Attachment, 'map.png', 1],
      [
        {
          attachments: [
            { id: '1', filename: 'a.png', title: 'A' },
            { id: '2', filename: 'b.png' },
          ],
        },
        AdditionalContentType.Attachment,
        null,
        2,
      ],
      [{ poll: { question: { text: 'tonight?' } } }, AdditionalContentType.Poll, 'tonight?', 1],
      [
        { attachments: [{ id: '3', filename: 'voice.ogg' }], voiceMessage: true },
        AdditionalContentType.VoiceMessage,
        null,
        1,
      ],
      [{ sticker_items: [{ id: '9', name: 'wave' }] }, AdditionalContentType.Sticker, 'wave', 1],
      [{ embeds: [{ title: 'Patch notes' }, {}], content: 'see' }, AdditionalContentType.Embed, null, 2],
      [{ thread: { id: '5', name: 'strats' }, content: 'thread' }, AdditionalContentType.Thread, 'strats', 1],
    ];
    for (const [extras, type, title, count] of cases) {
      const handle = await fromDiscord(bob, extras);
      const content = handle?.AdditionalContent();
      expect([content?.Type(), content?.Title(), content?.Count()]).toEqual([type, title, count]);
      expect(handle?.SentFromGame()).toBe(false);
      expect(handle?.ApplicationId()).toBeNull();
    }
    const expected = new AdditionalContent();
    expected.SetType(AdditionalContentType.Poll);
    expected.SetTitle('tonight?');
    expected.SetCount(1);
    const pollHandle = await fromDiscord(bob, { poll: { question: { text: 'tonight?' } } });
    const pollId = pollHandle?.Id() ?? '';
    const poll = pollHandle?.AdditionalContent();
    expect(poll?.Equals(expected)).toBe(true);
    // A copy each time: changing it changes nothing in the cache.
    poll?.SetCount(7);
    expect(bob.GetMessageHandle(pollId)?.AdditionalContent()?.Count()).toBe(1);
    expect(AdditionalContent.TypeToString(AdditionalContentType.VoiceMessage)).toBe('VoiceMessage');
    const plain = await fromDiscord(bob, { content: 'just text' });
    expect(plain?.AdditionalContent()).toBeNull();
  });

  it('a game message has none (Promise style send, callback style history)', async () => {
    const alice = await domain.ready(domain.world.tokens.alice);
    const id = await alice.SendUserMessage(domain.world.bob.id, 'plain');
    expect(alice.GetMessageHandle(id)?.AdditionalContent()).toBeNull();
    const listed = await new Promise<(AdditionalContent | null)[]>((resolve) => {
      void alice.GetUserMessagesWithLimit(domain.world.bob.id, 50, (result, messages) => {
        expect(result.Successful()).toBe(true);
        resolve(messages.map((m) => m.AdditionalContent()));
      });
    });
    // The history holds the Discord-sent messages of the test above too, each read the same way.
    expect(listed.filter((c) => c !== null).map((c) => c?.Type())).toContain(AdditionalContentType.Sticker);
  });
});

describe('DisclosureType', () => {
  it('the first chat message of a kept conversation is preceded by the disclosure message, on both sides', async () => {
    const { world } = domain;
    const alice = await domain.ready(world.tokens.alice);
    const bob = await domain.ready(world.tokens.bob);
    const notices = (client: Client) => {
      const seen: string[] = [];
      client.on('messageCreated', (id) => {
        if (client.GetMessageHandle(id)?.DisclosureType() === DisclosureTypes.MessageDataVisibleOnDiscord)
          seen.push(id);
      });
      return seen;
    };
    const [atAlice, atBob] = [notices(alice), notices(bob)];
    const friends = { user: world.alice.id, other: world.bob.id, kind: 'discord' as const };
    await world.emulator.control.addRelationship({ ...friends, type: 'friend' });
    const first = await alice.SendUserMessage(world.bob.id, 'friends now');
    const second = await new Promise<string>((resolve) => {
      void bob.SendUserMessage(world.alice.id, 'indeed', (result, id) => {
        expect(result.Successful()).toBe(true);
        resolve(id);
      });
    });
    await until(() => alice.GetMessageHandle(second) !== null && atBob.length === 1, 'both messages');
    await until(() => atAlice.length === 1, 'the notice at alice');
    expect(atAlice).toEqual(atBob);
    const notice = bob.GetMessageHandle(atBob[0] as string);
    expect(notice?.Content()).toMatch(/visible on Discord/);
    expect(notice?.AuthorId()).toBe(world.alice.id);
    expect(alice.GetMessageHandle(first)?.DisclosureType()).toBeNull();
    expect(bob.GetMessageHandle(second)?.DisclosureType()).toBeNull();
    await world.emulator.control.removeRelationship(friends);
  });
});
