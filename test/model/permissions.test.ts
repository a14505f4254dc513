import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  allChannelsPermissionId,
  everyonePermissionId,
  hasAllPermissions,
  hasAnyPermission,
  InvalidPermissionsError,
  PermissionFlags,
  parsePermissions,
  permissionBits,
  permissionNames,
  permissionsProblem,
  serializePermissions,
} from '../../src/model/index.js';

describe('permission flags', () => {
  it('has the dated flags at their documented bit positions', () => {
    expect(PermissionFlags.ADMINISTRATOR).toBe(8n);
    expect(PermissionFlags.CREATE_GUILD_EXPRESSIONS).toBe(1n << 43n);
    expect(PermissionFlags.CREATE_EVENTS).toBe(1n << 44n);
    expect(PermissionFlags.SET_VOICE_CHANNEL_STATUS).toBe(1n << 48n);
    expect(PermissionFlags.PIN_MESSAGES).toBe(1n << 51n);
    expect(PermissionFlags.BYPASS_SLOWMODE).toBe(1n << 52n);
  });

  it('uses each bit once', () => {
    const bits = Object.values(PermissionFlags);
    expect(new Set(bits).size).toBe(bits.length);
    for (const bit of bits) expect(bit & (bit - 1n)).toBe(0n);
  });
});

describe('parse / serialize', () => {
  it('round-trips every subset of known bits', () => {
    const flags = Object.values(PermissionFlags);
    fc.assert(
      fc.property(fc.subarray(flags), (subset) => {
        const bits = permissionBits(...subset);
        expect(parsePermissions(serializePermissions(bits))).toBe(bits);
      }),
    );
  });

  it('parses the string forms', () => {
    expect(parsePermissions('0')).toBe(0n);
    expect(parsePermissions('8')).toBe(PermissionFlags.ADMINISTRATOR);
    expect(parsePermissions((1n << 51n).toString())).toBe(PermissionFlags.PIN_MESSAGES);
  });

  it.each([
    ['unknown bit 47', (1n << 47n).toString(), /unknown permission bit 1<<47/],
    ['unknown bits 53 and 60', ((1n << 53n) | (1n << 60n)).toString(), /bits 1<<53, 1<<60/],
    ['a number', 8, /decimal string/],
    ['a leading zero', '08', /leading zeros/],
    ['a negative', '-8', /decimal string/],
    ['a negative bigint', -8n, /negative/],
  ])('refuses %s', (_label, value, message) => {
    expect(() => parsePermissions(value, 'default_member_permissions')).toThrow(InvalidPermissionsError);
    expect(() => parsePermissions(value, 'default_member_permissions')).toThrow(message);
    expect(permissionsProblem(value)).toMatch(message);
  });

  it('serialize refuses unknown bits too', () => {
    expect(() => serializePermissions(ALL_PERMISSIONS + 1n)).toThrow(InvalidPermissionsError);
  });
});

describe('helpers', () => {
  it('has-all and has-any', () => {
    const held = permissionBits('SEND_MESSAGES', 'VIEW_CHANNEL');
    expect(hasAllPermissions(held, PermissionFlags.SEND_MESSAGES)).toBe(true);
    expect(hasAllPermissions(held, permissionBits('SEND_MESSAGES', 'PIN_MESSAGES'))).toBe(false);
    expect(hasAnyPermission(held, permissionBits('SEND_MESSAGES', 'PIN_MESSAGES'))).toBe(true);
    expect(hasAllPermissions(held, 0n)).toBe(true);
  });

  it('names bits in order', () => {
    expect(permissionNames(permissionBits('BYPASS_SLOWMODE', 'ADMINISTRATOR'))).toEqual([
      'ADMINISTRATOR',
      'BYPASS_SLOWMODE',
    ]);
  });

  it('computes the @everyone and All Channels ids', () => {
    expect(everyonePermissionId('41771983423143937')).toBe('41771983423143937');
    expect(allChannelsPermissionId('41771983423143937')).toBe('41771983423143936');
    expect(allChannelsPermissionId(1000n)).toBe('999');
    expect(() => allChannelsPermissionId('0')).toThrow(RangeError);
  });
});
