/**
 * `social-sdk native` reports the optional audio module beside the addon: loaded from where, or why not
 * (here switched off, as a machine without audio headers would leave it unbuilt).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printNativeStatus } from '../../src/cli/native.js';

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.SOCIAL_SDK_AUDIO;
});

describe('social-sdk native', () => {
  it('prints the audio module\'s status under "audio"', async () => {
    process.env.SOCIAL_SDK_AUDIO = 'off';
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    await printNativeStatus([]);
    const report = JSON.parse(printed.join('\n')) as { audio: { loaded: boolean; error?: string } };
    expect(report.audio).toEqual({ loaded: false, error: 'disabled by SOCIAL_SDK_AUDIO=off' });
  });
});
