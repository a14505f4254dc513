/** The shared link rules: what the emulator refuses with, and what the SDK's `IsLinkable` reads. */
import { describe, expect, it } from 'vitest';
import { permissionBits } from '../../src/model/permissions.js';
import {
  canLinkLobby,
  channelLinkRefusal,
  LINK_CHANNEL_PERMISSIONS,
  lobbyLinkRefusal,
  openToAllMembers,
  validateChannelLinkBody,
} from '../../src/rules/channelLinking.js';

const text = { type: 0, nsfw: false, linkedLobbyId: null };
const codeOf = (refusal: { code: number } | undefined) => refusal?.code;

describe('channelLinkRefusal', () => {
  it('allows a plain text channel with the three permissions, and the lobby it is already linked to', () => {
    expect(channelLinkRefusal(text, LINK_CHANNEL_PERMISSIONS)).toBeUndefined();
    expect(
      channelLinkRefusal({ ...text, linkedLobbyId: '5' }, LINK_CHANNEL_PERMISSIONS, '5'),
    ).toBeUndefined();
  });

  it('refuses in the order the service finds out: access, type, age, link, permissions', () => {
    const none = 0n;
    expect(codeOf(channelLinkRefusal({ type: 2, nsfw: true, linkedLobbyId: '1' }, none))).toBe(50001);
    const view = permissionBits('VIEW_CHANNEL');
    expect(codeOf(channelLinkRefusal({ type: 2, nsfw: true, linkedLobbyId: '1' }, view))).toBe(50024);
    expect(channelLinkRefusal({ ...text, nsfw: true, linkedLobbyId: '1' }, view)?.errors).toEqual({
      channel_id: { _errors: [expect.objectContaining({ code: 'CHANNEL_LINK_AGE_RESTRICTED' })] },
    });
    expect(channelLinkRefusal({ ...text, linkedLobbyId: '1' }, view, '2')?.errors).toEqual({
      channel_id: { _errors: [expect.objectContaining({ code: 'CHANNEL_LINK_ALREADY_LINKED' })] },
    });
    for (const missing of ['MANAGE_CHANNELS', 'SEND_MESSAGES'] as const) {
      const bits = LINK_CHANNEL_PERMISSIONS & ~permissionBits(missing);
      expect([
        missing,
        channelLinkRefusal(text, bits)?.status,
        codeOf(channelLinkRefusal(text, bits)),
      ]).toEqual([missing, 403, 50013]);
    }
  });
});

describe('lobby and member', () => {
  it('needs the CanLinkLobby flag, and never links a lobby made from a secret', () => {
    expect(canLinkLobby(1)).toBe(true);
    expect(canLinkLobby(2)).toBe(false);
    expect(codeOf(lobbyLinkRefusal({ fromSecret: false }, 0))).toBe(50013);
    expect(lobbyLinkRefusal({ fromSecret: true }, 1)?.errors).toEqual({
      _errors: [expect.objectContaining({ code: 'LOBBY_LINK_SECRET_LOBBY' })],
    });
    expect(lobbyLinkRefusal({ fromSecret: false }, 3)).toBeUndefined();
    // The app's bot (null flags) needs no flag, but cannot link a secret lobby either.
    expect(lobbyLinkRefusal({ fromSecret: false }, null)).toBeUndefined();
    expect(codeOf(lobbyLinkRefusal({ fromSecret: true }, null))).toBe(50035);
  });
});

describe('openToAllMembers', () => {
  it('is false when any overwrite takes reading or writing from a role or a member', () => {
    const deny = (name: 'VIEW_CHANNEL' | 'SEND_MESSAGES' | 'MANAGE_CHANNELS', type: 0 | 1 = 0) => ({
      id: '9',
      type,
      allow: '0',
      deny: permissionBits(name).toString(),
    });
    expect(openToAllMembers([])).toBe(true);
    expect(openToAllMembers([deny('MANAGE_CHANNELS')])).toBe(true);
    expect(openToAllMembers([deny('VIEW_CHANNEL')])).toBe(false);
    expect(openToAllMembers([deny('SEND_MESSAGES', 1)])).toBe(false);
  });
});

describe('validateChannelLinkBody', () => {
  it('reads a channel id, and null, {} or no body as unlinking', () => {
    expect(validateChannelLinkBody({ channel_id: '007' }).value).toEqual({ channelId: '7' });
    for (const body of [{ channel_id: null }, {}, undefined])
      expect(validateChannelLinkBody(body)).toEqual({ value: { channelId: null }, issues: [] });
    expect(validateChannelLinkBody({ channel_id: 5 }).issues[0]?.path).toEqual(['channel_id']);
    expect(validateChannelLinkBody({ channel: '5' }, { unknownFields: 'refuse' }).issues).toHaveLength(1);
  });
});
