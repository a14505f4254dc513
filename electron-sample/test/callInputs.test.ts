import { describe, expect, it } from 'vitest';
import {
  booleanInput,
  checkSender,
  deviceIdInput,
  idInput,
  lobbySecretInput,
  messageContentInput,
  noInputs,
  volumeInput,
} from '../src/main/callInputs.js';

describe('inputs from the page, checked in main', () => {
  it('accepts a lobby secret and a message the service would accept', () => {
    expect(lobbySecretInput('castle-7')).toBe('castle-7');
    expect(messageContentInput('gg')).toBe('gg');
  });

  it('refuses what the service would refuse, with the call and the rule', () => {
    expect(() => lobbySecretInput(7)).toThrow('joinLobby(secret): expected a string');
    expect(() => lobbySecretInput('')).toThrow(/^joinLobby\(secret\): .*secret/);
    expect(() => lobbySecretInput('s'.repeat(251))).toThrow(/^joinLobby\(secret\): .*250/);
    expect(() => messageContentInput({ content: 'x' })).toThrow('sendMessage(content): expected a string');
    expect(() => messageContentInput('')).toThrow(/^sendMessage\(content\): .*content/);
    expect(() => messageContentInput('m'.repeat(2001))).toThrow(/^sendMessage\(content\): .*2000/);
    expect(() => noInputs('signIn', ['extra'])).toThrow('signIn: expected no arguments, received 1');
  });

  it("takes the voice panel's switches, volumes and device ids, and refuses anything else", () => {
    const mute = booleanInput('setSelfMute(mute)');
    expect(mute(true)).toBe(true);
    expect(mute(false)).toBe(false);
    for (const bad of ['true', 1, 0, null, undefined, {}])
      expect(() => mute(bad)).toThrow('setSelfMute(mute): expected true or false');

    const volume = volumeInput('setMemberVolume(userId, volume)');
    for (const good of [0, 1, 100, 200]) expect(volume(good)).toBe(good);
    for (const bad of [-1, 201, 50.5, Number.NaN, Number.POSITIVE_INFINITY, '100', null])
      expect(() => volume(bad)).toThrow(
        'setMemberVolume(userId, volume): expected a whole number from 0 to 200',
      );
    expect(idInput('setMemberVolume(userId, volume)')('1234567890123456789')).toBe('1234567890123456789');
    expect(() => idInput('setMemberVolume(userId, volume)')('12; DROP')).toThrow(/expected an id/);

    const device = deviceIdInput('setInputDevice(deviceId)');
    expect(device('default')).toBe('default');
    expect(device('Monitor of Test Mic')).toBe('Monitor of Test Mic');
    expect(device('d'.repeat(512))).toBe('d'.repeat(512));
    for (const bad of ['', 'd'.repeat(513), 'mic\nrm', 'mic\u0000', 'mic\u007f', 7, null])
      expect(() => device(bad)).toThrow(
        /^setInputDevice\(deviceId\): expected a device id from the list \(1 to 512 characters, no control characters\)$/,
      );
  });

  it('answers IPC only from the game shell page itself', () => {
    expect(() => checkSender('app://shell/index.html')).not.toThrow();
    for (const url of [
      undefined,
      'app://shell.evil/index.html',
      'app://evil/index.html',
      'file:///home/me/index.html',
      'https://discord.com/oauth2/authorize',
      'not a url',
    ]) {
      expect(() => checkSender(url)).toThrow('IPC from a page that is not the game shell: refused');
    }
  });
});
