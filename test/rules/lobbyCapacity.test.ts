import { describe, expect, it } from 'vitest';
import { ApiErrorCode } from '../../src/model/errors.js';
import { isLobbyFull, lobbyFullError, membersAfter } from '../../src/rules/lobbyCapacity.js';

describe('membersAfter', () => {
  const current = new Set(['1', '2']);
  it('counts new members once, removals of members only, in order', () => {
    expect(membersAfter(current, [{ id: '3' }, { id: '3' }])).toBe(3);
    expect(membersAfter(current, [{ id: '1' }])).toBe(2);
    expect(membersAfter(current, [{ id: '9', remove: true }])).toBe(2);
    expect(membersAfter(current, [{ id: '1', remove: true }, { id: '1' }])).toBe(2);
    expect(membersAfter(current, [{ id: '3' }, { id: '3', remove: true }, { id: '1', remove: true }])).toBe(
      1,
    );
  });
});

describe('lobbyFullError', () => {
  it('refuses above 1,000 only, with 30019', () => {
    expect(lobbyFullError(1000)).toBeUndefined();
    const error = lobbyFullError(1001);
    expect(error?.code).toBe(ApiErrorCode.MAX_LOBBY_MEMBERS);
    expect(error?.message).toBe('Maximum number of lobby members reached (1000)');
    expect(isLobbyFull(error)).toBe(true);
    expect(isLobbyFull({ code: 50035 })).toBe(false);
  });
});
