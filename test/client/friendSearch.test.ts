/**
 * The friends search (src/client/friendSearch.ts), on pure data: the documented ranking (prefix,
 * substring, then edit distance within the bound), case-insensitivity, and the distance itself.
 */
import { describe, expect, it } from 'vitest';
import { editBound, searchFriends, substringEditDistance } from '../../src/client/friendSearch.js';

const friend = (id: string, username: string, displayName = username) => ({ id, username, displayName });

describe('substringEditDistance', () => {
  it('counts the fewest edits that turn the query into part of the text', () => {
    expect(substringEditDistance('bob', 'xxbobxx', 2)).toBe(0);
    expect(substringEditDistance('bob', 'xxbabxx', 2)).toBe(1);
    expect(substringEditDistance('alice', 'alcie', 2)).toBe(2);
    expect(substringEditDistance('carol', 'zzz', 2)).toBe(3);
    expect(substringEditDistance('', 'anything', 1)).toBe(0);
  });

  it('bounds by the query length', () => {
    expect([1, 3, 4, 7, 8, 40].map(editBound)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('searchFriends', () => {
  const friends = [
    friend('1', 'bobby'),
    friend('2', 'robert', 'Bob'),
    friend('3', 'jimbob'),
    friend('4', 'bab_the_builder'),
    friend('5', 'alice'),
  ];

  it('ranks prefixes, then substrings (earlier first), then near matches; case-insensitive', () => {
    expect(searchFriends('BOB', friends)).toEqual(['2', '1', '3']);
    // One edit away: 'bob' (a deletion) in Bob and jimbob, after the prefix of bobby.
    expect(searchFriends('bobb', friends)).toEqual(['1', '2', '3']);
    expect(searchFriends('baby', friends)).toEqual(['4', '1']);
  });

  it('a short query only matches exactly; an empty one matches nobody', () => {
    expect(searchFriends('bo', friends)).toEqual(['2', '1', '3']);
    expect(searchFriends('', friends)).toEqual([]);
  });

  it('a typo within the bound still finds the friend', () => {
    expect(searchFriends('alise', friends)).toEqual(['5']);
    // A swap is two edits: beyond the bound of a 5-character query; three letters match exactly only.
    expect(searchFriends('bib', friends)).toEqual([]);
    expect(searchFriends('alcie', friends)).toEqual([]);
    expect(searchFriends('xyzzy', friends)).toEqual([]);
  });

  it('equal ranks sort by display name, then id', () => {
    const same = [friend('9', 'sam_b', 'Zed'), friend('8', 'sam_a', 'Amy'), friend('7', 'sam_c', 'amy')];
    expect(searchFriends('sam', same)).toEqual(['7', '8', '9']);
  });
});
