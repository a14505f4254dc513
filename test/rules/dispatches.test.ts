/** The per-dispatch checks (src/rules/dispatches.ts): valid samples pass, each broken field is named. */
import { describe, expect, it } from 'vitest';
import { GATEWAY_EVENT_NAMES } from '../../src/model/gateway.js';
import { checkDispatch, DISPATCH_SHAPES } from '../../src/rules/dispatches.js';
import { sampleOf } from './dispatchSamples.js';

describe('checkDispatch', () => {
  it('has a check for every dispatch of the model, and each valid sample passes', () => {
    expect(Object.keys(DISPATCH_SHAPES).sort()).toEqual([...GATEWAY_EVENT_NAMES].sort());
    for (const t of GATEWAY_EVENT_NAMES) expect(checkDispatch(t, sampleOf(t)), t).toEqual({ ok: true });
  });

  it('lets dispatch names it does not know through (a future service version)', () => {
    expect(checkDispatch('SOMETHING_NEW', null)).toEqual({ ok: true });
  });

  it.each([
    ['LOBBY_CREATE', null, 'd: expected an object'],
    ['LOBBY_DELETE', { id: 10 }, 'd.id: expected a snowflake string'],
    ['LOBBY_DELETE', { id: '010' }, 'd.id: expected a snowflake string'],
    ['LOBBY_MEMBER_ADD', { lobby_id: '10' }, 'd.member: expected an object'],
    ['LOBBY_MEMBER_ADD', { lobby_id: '10', member: { id: '3', metadata: { a: 1 } } }, 'd.member.metadata'],
    [
      'LOBBY_MEMBER_ADD',
      { lobby_id: '10', member: { id: '3', user: { id: '4', username: 'x' } } },
      "d.member.user.id: expected the member's id",
    ],
    ['MESSAGE_CREATE', { id: '1', content: 'x', channel_id: '2', recipient_id: '3' }, 'd.author: expected'],
    ['READY', { ...(sampleOf('READY') as object), lobbies: [null, 5, { id: '1' }] }, 'd.lobbies[0]'],
    ['READY', { ...(sampleOf('READY') as object), relationships: {} }, 'd.relationships: expected an array'],
    ['USER_UPDATE', { id: '1', username: 'x'.repeat(300) }, 'd.username: expected a string of 1..256'],
  ])('%s with a broken field names its path', (t, d, reason) => {
    const check = checkDispatch(t, d);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toContain(reason);
  });

  it('never quotes the data it refuses', () => {
    const check = checkDispatch('LOBBY_MESSAGE_CREATE', { id: 'SECRET', content: 'SECRET' });
    expect(JSON.stringify(check)).not.toContain('SECRET');
  });
});
