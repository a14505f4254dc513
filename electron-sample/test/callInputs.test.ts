import { describe, expect, it } from 'vitest';
import { checkSender, lobbySecretInput, messageContentInput, noInputs } from '../src/main/callInputs.js';

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
