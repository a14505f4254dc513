import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, PermissionFlags as P } from '../../src/model/permissions.js';
import { channelPermissions } from '../../src/rules/channelPermissions.js';

const guild = { id: '100', ownerId: '1' };
const roles = new Map<string, string>([
  ['100', (P.VIEW_CHANNEL | P.SEND_MESSAGES).toString()],
  ['200', P.MANAGE_MESSAGES.toString()],
  ['300', P.ADMINISTRATOR.toString()],
  ['400', P.EMBED_LINKS.toString()],
]);
const rolePermissions = (id: string) => roles.get(id);

describe('channelPermissions', () => {
  it('the owner and administrators have every permission', () => {
    expect(channelPermissions({ guild, member: { userId: '1', roleIds: [] }, rolePermissions })).toBe(
      ALL_PERMISSIONS,
    );
    expect(channelPermissions({ guild, member: { userId: '2', roleIds: ['300'] }, rolePermissions })).toBe(
      ALL_PERMISSIONS,
    );
  });

  it('adds @everyone and role bits, then applies @everyone, role and member overwrites in that order', () => {
    const member = { userId: '2', roleIds: ['200', '400'] };
    expect(channelPermissions({ guild, member, rolePermissions })).toBe(
      P.VIEW_CHANNEL | P.SEND_MESSAGES | P.MANAGE_MESSAGES | P.EMBED_LINKS,
    );
    const overwrites = [
      { id: '100', type: 0 as const, allow: '0', deny: P.SEND_MESSAGES.toString() },
      // A role's allow beats another role's deny.
      { id: '200', type: 0 as const, allow: P.SEND_MESSAGES.toString(), deny: P.EMBED_LINKS.toString() },
      { id: '400', type: 0 as const, allow: P.EMBED_LINKS.toString(), deny: '0' },
      { id: '2', type: 1 as const, allow: '0', deny: P.MANAGE_MESSAGES.toString() },
    ];
    expect(channelPermissions({ guild, member, rolePermissions, overwrites })).toBe(
      P.VIEW_CHANNEL | P.SEND_MESSAGES | P.EMBED_LINKS,
    );
    // Without the role, the @everyone deny stands.
    expect(
      channelPermissions({ guild, member: { userId: '3', roleIds: [] }, rolePermissions, overwrites }),
    ).toBe(P.VIEW_CHANNEL);
  });
});
