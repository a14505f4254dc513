/**
 * The device calls where there is no audio module (switched off here with SOCIAL_SDK_AUDIO=off, as a
 * machine without audio headers or a platform without a build would be): empty lists, the default as the
 * current device, a clear refusal of a named device, one log line that says calls use the PCM-only path,
 * and a call with `audio.devices` on that still carries the capture callback's audio. The processing
 * calls say once, each, what a desktop OS does with them. Runs everywhere: nothing here needs a device.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AudioSystem } from '../../src/client/callValues.js';
import { Call, type CallStatus, Client, ClientCreateOptions } from '../../src/index.js';
import { testEmulator } from '../../src/testing/index.js';
import { Wake } from '../voice/audio.js';
import { talk } from '../voice/callWorld.js';

const { players } = testEmulator({ afterEach, afterAll, timeoutMs: 15_000 });
const previous = process.env.SOCIAL_SDK_AUDIO;

beforeAll(() => {
  // Before the first device call of this process: the module is loaded (or not) once.
  process.env.SOCIAL_SDK_AUDIO = 'off';
});

afterAll(() => {
  if (previous === undefined) delete process.env.SOCIAL_SDK_AUDIO;
  else process.env.SOCIAL_SDK_AUDIO = previous;
});

describe('device calls without the audio module', () => {
  it('list nothing, report the default, refuse a named device, and say once why', async () => {
    const lines: string[] = [];
    const client = new Client({ log: (line) => lines.push(line) });
    expect(await client.GetInputDevices()).toEqual([]);
    expect(await client.GetOutputDevices()).toEqual([]);
    const current = await client.GetCurrentInputDevice();
    expect([current.Id(), current.Name(), current.IsDefault()]).toEqual(['default', 'System default', true]);
    await client.SetInputDevice('default');
    await expect(client.SetOutputDevice('Headset')).rejects.toMatchObject({
      result: {
        type: 6,
        error: expect.stringMatching(/no audio devices here \(disabled by SOCIAL_SDK_AUDIO=off\)/),
      },
    });
    const said = lines.filter((line) => line.includes('PCM-only'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      /no device audio \(disabled by SOCIAL_SDK_AUDIO=off\); calls use the PCM-only path/,
    );
  });

  it("carry the capture callback's audio in a call with audio.devices on (silence captured on a clock)", async () => {
    const lines: string[] = [];
    const [ana] = await players(1, {
      lobby: 'no-devices',
      client: { audio: { devices: true }, log: (l) => lines.push(l) },
    });
    const [ben] = await players(1, { lobby: 'no-devices' });
    if (ana === undefined || ben === undefined) throw new Error('players missing');
    const lobbyId = ana.lobbyId as string;
    const wake = new Wake();
    const a = talk(ana, lobbyId, wake, 440);
    const b = talk(ben, lobbyId, wake, 880);
    await wake.until(() => a.call.GetStatus() === (Call.Status.Connected as CallStatus), 'ana connected');
    await wake.until(() => b.heard.toneFrames(ana.id, 440, 0.005) >= 5, 'ben hears ana');
    expect(lines.filter((line) => line.includes('PCM-only'))).toHaveLength(1);
    await ana.EndCall(lobbyId);
    await ben.EndCall(lobbyId);
  });
});

describe('the processing calls on a desktop OS', () => {
  it('keep their setting, say once each what happens here, and check their arguments', () => {
    const lines: string[] = [];
    const client = new Client({ log: (line) => lines.push(line) });
    client.SetEchoCancellation(false);
    client.SetEchoCancellation(true);
    client.SetNoiseSuppression(true);
    client.SetAutomaticGainControl(false);
    client.SetNoiseCancellation(true);
    client.SetAecDump(true);
    client.SetOpusHardwareCoding(true, false);
    client.SetEngineManagedAudioSession(true);
    client.SetThreadPriority(Client.Thread.Network, 5);
    expect(client.ShowAudioRoutePicker()).toBe(false);
    expect(client.SetSpeakerMode(true)).toBe(false);
    const audio = lines.filter((line) => line.startsWith('audio: '));
    for (const call of [
      'SetEchoCancellation',
      'SetNoiseSuppression',
      'SetAutomaticGainControl',
      'SetNoiseCancellation',
      'SetAecDump',
      'SetOpusHardwareCoding',
      'SetEngineManagedAudioSession',
      'SetThreadPriority',
      'ShowAudioRoutePicker',
      'SetSpeakerMode',
    ])
      expect(audio.filter((line) => line.startsWith(`audio: ${call}`))).toHaveLength(1);
    expect(audio.find((line) => line.startsWith('audio: SetEchoCancellation'))).toMatch(
      /no WebRTC audio processing/,
    );
    expect(audio.find((line) => line.startsWith('audio: SetEngineManagedAudioSession'))).toMatch(/mobile/);
    expect(() => client.SetEchoCancellation('yes' as unknown as boolean)).toThrow(/on must be a boolean/);
    expect(() => client.SetOpusHardwareCoding(true, 1 as unknown as boolean)).toThrow(
      /decode must be a boolean/,
    );
    expect(() => client.SetThreadPriority(7 as never, 1)).toThrow(/thread must be a Client.Thread value/);
    expect(() => client.SetThreadPriority(Client.Thread.Voice, 1.5)).toThrow(/priority must be an integer/);
    expect(() => client.SetNoAudioInputThreshold(-101)).toThrow(/from -100 to 100/);
    expect(() => client.SetNoAudioInputCallback('x' as never)).toThrow(/callback must be a function/);
    expect(() => new Client({ audio: { pollIntervalMs: 10 } })).toThrow(/at least 50 ms/);
    expect(() => new Client({ audio: { device: true } as never })).toThrow(/audio/);
  });

  it('ClientCreateOptions keeps its audio members, checked', () => {
    const options = new ClientCreateOptions();
    expect(options.ExperimentalAudioSystem()).toBe(AudioSystem.Standard);
    options.SetExperimentalAudioSystem(AudioSystem.Game);
    expect(options.ExperimentalAudioSystem()).toBe(AudioSystem.Game);
    expect(() => options.SetExperimentalAudioSystem(2 as never)).toThrow(/ExperimentalAudioSystem/);
    options.SetExperimentalAndroidPreventCommsForBluetooth(true);
    expect(options.ExperimentalAndroidPreventCommsForBluetooth()).toBe(true);
    expect(options.CpuAffinityMask()).toBeUndefined();
    options.SetCpuAffinityMask('18446744073709551615');
    expect(options.CpuAffinityMask()).toBe(0xffff_ffff_ffff_ffffn);
    options.SetCpuAffinityMask(3);
    expect(options.CpuAffinityMask()).toBe(3n);
    expect(() => options.SetCpuAffinityMask(-1)).toThrow(/CpuAffinityMask/);
    expect(() => options.SetCpuAffinityMask('18446744073709551616')).toThrow(/CpuAffinityMask/);
    options.SetCpuAffinityMask(undefined);
    expect(options.CpuAffinityMask()).toBeUndefined();
    expect(() => new Client(options)).not.toThrow();
  });
});
