/**
 * The voice calls' answers before there is anything to talk in, over the sample's real calls
 * (`gameCalls`) and a real Client that never connects: bad input and calls out of order are answered
 * with a sentence that names the call, nothing throws, and with audio devices off the pickers list
 * nothing. The call itself, in Chromium with a second player, is in renderer.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../src/common/gameApi.js';
import { gameCalls } from '../src/main/gameCalls.js';
import { GameSession } from '../src/main/gameSession.js';

function session(): { calls: ReturnType<typeof gameCalls>; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const made = new GameSession({
    // Never contacted: nothing here connects.
    baseUrl: 'http://127.0.0.1:9',
    appId: '1234567890123456789',
    openInSystemBrowser: () => undefined,
    emit: (event) => events.push(event),
  });
  return { calls: gameCalls(made), events };
}

describe('the voice calls, answered before a call', () => {
  it('refuses bad input with the call and the rule, before anything else', async () => {
    const { calls } = session();
    expect(await calls.setSelfMute(['yes'])).toEqual({
      ok: false,
      error: 'setSelfMute(mute): expected true or false',
    });
    expect(await calls.setPttActive([true, 'extra'])).toEqual({
      ok: false,
      error: 'setPttActive(active): expected no arguments, received 1',
    });
    expect(await calls.setMemberVolume(['1234567890123456789', 201])).toEqual({
      ok: false,
      error: 'setMemberVolume(userId, volume): expected a whole number from 0 to 200',
    });
    expect(await calls.setMemberVolume(['me', 100])).toEqual({
      ok: false,
      error: 'setMemberVolume(userId, volume): expected an id (a snowflake as a decimal string)',
    });
    expect(await calls.setMemberVolume(['1234567890123456789', 100, 3])).toEqual({
      ok: false,
      error: 'setMemberVolume(userId, volume): expected no arguments, received 1',
    });
    expect(await calls.setOutputDevice(['bad\u0007bell'])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^setOutputDevice\(deviceId\): expected a device id from the list/),
    });
    expect(await calls.joinCall(['lobby'])).toEqual({
      ok: false,
      error: 'joinCall: expected no arguments, received 1',
    });
  });

  it('answers calls out of order with what to do first', async () => {
    const { calls, events } = session();
    expect(await calls.joinCall([])).toEqual({ ok: false, error: 'joinCall: join a lobby first' });
    for (const [call, args] of [
      ['leaveCall', []],
      ['setSelfMute', [true]],
      ['setSelfDeaf', [true]],
      ['setPushToTalk', [true]],
      ['setPttActive', [true]],
      ['setMemberVolume', ['1234567890123456789', 50]],
    ] as const) {
      expect(await calls[call]([...args])).toEqual({
        ok: false,
        error: `${call}: join the voice call first`,
      });
    }
    expect(events.filter((event) => event.type === 'voice')).toEqual([]);
  });

  it('lists no devices and refuses to select one when audio devices are off (the default)', async () => {
    const { calls } = session();
    expect(await calls.audioDevices([])).toEqual({
      ok: true,
      value: { enabled: false, inputs: [], outputs: [], input: 'default', output: 'default' },
    });
    expect(await calls.setInputDevice(['default'])).toEqual({
      ok: false,
      error: "setInputDevice: audio devices are off in this game's options",
    });
  });
});
