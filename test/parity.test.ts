/**
 * docs/parity.md is generated from the code (scripts/parity.ts): this fails when a member is added or
 * removed without regenerating it, and pins a few rows so that a broken generator cannot pass unseen.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enumState, PARITY_PATH, parityRows, renderParity } from '../scripts/parity.js';

describe('the parity table', () => {
  it('docs/parity.md is what scripts/parity.ts makes of the code (run `npx tsx scripts/parity.ts`)', () => {
    expect(readFileSync(PARITY_PATH, 'utf8')).toBe(renderParity());
  });

  it('finds members that exist, statics included, and gives a reason for every one missing', () => {
    const rows = parityRows();
    const row = (className: string, member: string) =>
      rows.find((r) => r.className === className && r.member === member);
    expect(row('Client', 'AddLogCallback')?.present).toBe(true);
    expect(row('Client', 'ErrorToString')?.present).toBe(true);
    expect(row('MessageHandle', 'ModerationMetadata')?.present).toBe(true);
    expect(row('ClientResult', 'SetRetryAfter')?.present).toBe(true);
    expect(row('ClientCreateOptions', 'CpuAffinityMask')?.present).toBe(true);
    expect(row('Client', 'StartCall')?.present).toBe(true);
    expect(row('Call', 'SetVADThreshold')?.present).toBe(true);
    expect(row('LobbyHandle', 'GetCallInfoHandle')?.present).toBe(true);
    expect(row('ClientCreateOptions', 'ExperimentalAudioSystem')?.present).toBe(true);
    expect(row('Client', 'GetInputDevices')?.present).toBe(true);
    expect(row('AudioDevice', 'Equals')?.present).toBe(true);
    expect(row('Client', 'GetDefaultAudioDeviceId')?.present).toBe(true);
    for (const missing of rows.filter((r) => !r.present)) expect(missing.why).not.toBe('');
    expect(enumState('LoggingSeverity', { Verbose: 1, Info: 2, Warning: 3, Error: 4, None: 5 })).toBe(
      'same names and values',
    );
    expect(enumState('LoggingSeverity', { Verbose: 9 })).toMatch(/^differs: Verbose \(C\+\+ 9, here 1\)/);
    expect(enumState('NoSuchEnum', { A: 1 })).toMatch(/^missing: /);
  });
});
