/**
 * The friends cache (src/client/friendsCache.ts) on pure data: events are the difference between the old
 * and the new state (the kind flag computed from it), a repeated dispatch causes none, and a new READY
 * replaces what it no longer holds.
 */
import { describe, expect, it } from 'vitest';
import { FriendsCache } from '../../src/client/friendsCache.js';
import type { GatewayDispatch } from '../../src/model/gateway.js';
import { type GatewayRelationship, RelationshipType } from '../../src/model/index.js';
import type { User } from '../../src/model/user.js';

const { None, Friend, PendingIncoming } = RelationshipType;
const user = (id: string, username = `u${id}`): User => ({
  id,
  username,
  discriminator: '0',
  global_name: null,
  avatar: null,
});
const entry = (id: string, type: number, gameType: number, spam = false): GatewayRelationship => ({
  id,
  type: type as RelationshipType,
  game_type: gameType as RelationshipType,
  is_spam_request: spam,
  user: user(id),
});
const ready = (relationships: GatewayRelationship[], online: string[] = []) =>
  ({
    t: 'READY',
    s: 1,
    d: {
      v: 10,
      user: user('1', 'me'),
      session_id: 's',
      resume_gateway_url: 'ws://x',
      application: { id: '9' },
      lobbies: [],
      relationships,
      presences: online.map((id) => ({
        user: { id },
        status: 'online',
        in_application: true,
        played_application: true,
        activities: [],
      })),
    },
  }) as GatewayDispatch;
const names = (events: { name: string; args: unknown[] }[]) =>
  events.map((e) => [e.name, ...e.args].join(':'));

describe('FriendsCache', () => {
  it('one event per kind that changed, computed from the old and the new entry', () => {
    const cache = new FriendsCache(new Map(), undefined);
    const add = { t: 'RELATIONSHIP_ADD', s: 2, d: entry('5', None, PendingIncoming) } as GatewayDispatch;
    expect(names(cache.apply(add))).toEqual(['relationshipCreated:5:false']);
    expect(cache.apply(add)).toEqual([]);
    const both = { t: 'RELATIONSHIP_UPDATE', s: 3, d: entry('5', Friend, Friend) } as GatewayDispatch;
    expect(names(cache.apply(both))).toEqual([
      'relationshipCreated:5:true',
      'relationshipCreated:5:false',
      'relationshipGroupsUpdated:5',
    ]);
    const gameGone = { t: 'RELATIONSHIP_UPDATE', s: 4, d: entry('5', Friend, None) } as GatewayDispatch;
    expect(names(cache.apply(gameGone))).toEqual(['relationshipDeleted:5:false']);
    const spam = { t: 'RELATIONSHIP_UPDATE', s: 5, d: entry('5', Friend, None, true) } as GatewayDispatch;
    expect(names(cache.apply(spam))).toEqual(['relationshipCreated:5:true']);
    const removed = { t: 'RELATIONSHIP_REMOVE', s: 6, d: { id: '5' } } as GatewayDispatch;
    expect(names(cache.apply(removed))).toEqual([
      'relationshipDeleted:5:true',
      'relationshipGroupsUpdated:5',
    ]);
    expect(cache.apply(removed)).toEqual([]);
  });

  it('a new READY: events for the difference, nothing for what is unchanged', () => {
    const cache = new FriendsCache(new Map(), undefined);
    cache.apply(ready([entry('5', Friend, None), entry('6', Friend, None)], ['5']));
    expect(cache.groups.ids(0)).toEqual(['5']);
    const events = cache.apply(ready([entry('6', Friend, None), entry('7', PendingIncoming, None)], ['6']));
    expect(names(events).sort()).toEqual(
      [
        'relationshipGroupsUpdated:5',
        'userUpdated:6',
        'relationshipGroupsUpdated:6',
        'relationshipDeleted:5:true',
        'relationshipCreated:7:true',
      ].sort(),
    );
    expect([...cache.relationships.keys()]).toEqual(['6', '7']);
    expect(cache.groups.ids(0)).toEqual(['6']);
    expect(cache.groups.size).toBe(1);
  });
});
