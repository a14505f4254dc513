/**
 * The friends list's groups (src/client/friendGroups.ts), on pure data: each change moves one friend to
 * its sorted place, the order always equals a full sort, and only a change of group is reported.
 */
import { describe, expect, it } from 'vitest';
import { FriendGroups, type GroupKey, type GroupNumber } from '../../src/client/friendGroups.js';

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/** The order a full sort gives (the reference the incremental groups must match). */
function sorted(entries: Map<string, GroupKey>, group: GroupNumber): string[] {
  return [...entries]
    .filter(([, key]) => key.group === group)
    .sort(([idA, a], [idB, b]) => {
      if (group === 1 && a.played !== b.played) return a.played ? -1 : 1;
      return (
        collator.compare(a.name, b.name) ||
        (BigInt(idA) < BigInt(idB) ? -1 : BigInt(idA) > BigInt(idB) ? 1 : 0)
      );
    })
    .map(([id]) => id);
}

describe('FriendGroups', () => {
  it('sorts by display name without regard to case or accents, ties by id as numbers', () => {
    const groups = new FriendGroups();
    groups.set('20', { group: 2, name: 'bob', played: false });
    groups.set('3', { group: 2, name: 'Bob', played: false });
    groups.set('1', { group: 2, name: 'Zoë', played: false });
    groups.set('2', { group: 2, name: 'alice', played: false });
    groups.set('4', { group: 2, name: 'Émile', played: false });
    expect(groups.ids(2)).toEqual(['2', '3', '20', '4', '1']);
  });

  it('puts those who played first in OnlineElsewhere only', () => {
    const groups = new FriendGroups();
    groups.set('1', { group: 1, name: 'a', played: false });
    groups.set('2', { group: 1, name: 'z', played: true });
    groups.set('3', { group: 0, name: 'b', played: false });
    groups.set('4', { group: 0, name: 'a', played: true });
    expect(groups.ids(1)).toEqual(['2', '1']);
    expect(groups.ids(0)).toEqual(['4', '3']);
  });

  it('reports only a change of group (entering and leaving included)', () => {
    const groups = new FriendGroups();
    expect(groups.set('1', { group: 2, name: 'a', played: false })).toBe(true);
    expect(groups.set('1', { group: 2, name: 'a', played: false })).toBe(false);
    expect(groups.set('1', { group: 2, name: 'renamed', played: true })).toBe(false);
    expect(groups.set('1', { group: 0, name: 'renamed', played: true })).toBe(true);
    expect(groups.groupOf('1')).toBe(0);
    expect(groups.set('1', undefined)).toBe(true);
    expect(groups.set('1', undefined)).toBe(false);
    expect(groups.size).toBe(0);
  });

  it('after 5,000 random moves each group equals a full sort', () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const names = ['ann', 'Ann', 'bob', 'Ömer', 'zed', 'carl', 'Carl', 'dee'];
    const groups = new FriendGroups();
    const truth = new Map<string, GroupKey>();
    for (let step = 0; step < 5000; step++) {
      const id = String(1 + random(60));
      if (random(10) === 0) {
        groups.set(id, undefined);
        truth.delete(id);
        continue;
      }
      const key = {
        group: random(3) as GroupNumber,
        name: names[random(names.length)] as string,
        played: random(2) === 0,
      };
      groups.set(id, key);
      truth.set(id, key);
    }
    for (const group of [0, 1, 2] as const) expect(groups.ids(group)).toEqual(sorted(truth, group));
    expect(groups.size).toBe(truth.size);
  });
});
