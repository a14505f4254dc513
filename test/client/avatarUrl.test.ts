/** Avatar URLs and AvatarType names (src/client/avatarUrl.ts), on pure data. */
import { describe, expect, it } from 'vitest';
import { avatarTypeToString, avatarUrl } from '../../src/client/avatarUrl.js';
import { UserHandle } from '../../src/client/handles.js';
import { AvatarType } from '../../src/model/index.js';

const ID = '80351110224678912';

describe('avatarUrl', () => {
  it('uses the animated type for an a_ hash, the static type otherwise', () => {
    expect(avatarUrl(ID, 'a_1269e74af4df7417b13759eae50c83dc', AvatarType.Gif, AvatarType.Png)).toBe(
      `https://cdn.discordapp.com/avatars/${ID}/a_1269e74af4df7417b13759eae50c83dc.gif`,
    );
    expect(avatarUrl(ID, '8342729096ea3675442027381ff50dfe', AvatarType.Gif, AvatarType.Jpeg)).toBe(
      `https://cdn.discordapp.com/avatars/${ID}/8342729096ea3675442027381ff50dfe.jpeg`,
    );
    expect(avatarUrl(ID, 'abc', AvatarType.Webp, AvatarType.Webp)).toMatch(/\/abc\.webp$/);
  });

  it('gives the default avatar, indexed by (id >> 22) % 6, when there is none', () => {
    const index = (BigInt(ID) >> 22n) % 6n;
    expect(avatarUrl(ID, null, AvatarType.Gif, AvatarType.Png)).toBe(
      `https://cdn.discordapp.com/embed/avatars/${index}.png`,
    );
    expect(avatarUrl('0', '', AvatarType.Gif, AvatarType.Png)).toBe(
      'https://cdn.discordapp.com/embed/avatars/0.png',
    );
  });

  it('names a type that is not an AvatarType', () => {
    expect(() => avatarUrl(ID, null, 4, AvatarType.Png)).toThrow(/^animatedType: expected an AvatarType/);
    expect(() => avatarUrl(ID, null, AvatarType.Gif, '2')).toThrow(/^staticType: /);
  });

  it('AvatarTypeToString gives the C++ names; every type has an extension', () => {
    expect([0, 1, 2, 3, 9].map(avatarTypeToString)).toEqual(['Gif', 'Webp', 'Png', 'Jpeg', 'Unknown(9)']);
    expect(UserHandle.AvatarTypeToString(UserHandle.AvatarType.Jpeg)).toBe('Jpeg');
    for (const type of Object.values(AvatarType)) expect(() => avatarUrl(ID, 'h', type, type)).not.toThrow();
  });
});
