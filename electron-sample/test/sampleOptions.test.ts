import { describe, expect, it } from 'vitest';
import { parseSampleOptions } from '../src/main/sampleOptions.js';

describe('parseSampleOptions', () => {
  it('defaults to the embedded emulator, ignoring a redirect URL on the command line', () => {
    expect(parseSampleOptions(['main.js', 'discord-1:/authorize/callback?code=x'])).toEqual({
      kind: 'embedded',
      audioDevices: true,
    });
  });

  it('turns the audio devices off with --no-audio-devices, with either service', () => {
    expect(parseSampleOptions(['--no-audio-devices'])).toEqual({ kind: 'embedded', audioDevices: false });
    expect(
      parseSampleOptions(['--service=https://discord.com', '--no-audio-devices', '--app-id=1']),
    ).toMatchObject({ kind: 'service', appId: '1', audioDevices: false });
  });

  it('reads --service and --app-id, in both spellings', () => {
    const expected = {
      kind: 'service',
      serviceUrl: 'https://discord.com',
      appId: '1234567890123456789',
      audioDevices: true,
    };
    expect(
      parseSampleOptions(['--service', 'https://discord.com/', '--app-id', '1234567890123456789']),
    ).toEqual(expected);
    expect(parseSampleOptions(['--service=https://discord.com', '--app-id=1234567890123456789'])).toEqual(
      expected,
    );
    expect(parseSampleOptions(['--service', 'http://127.0.0.1:3000', '--app-id', '1'])).toMatchObject({
      serviceUrl: 'http://127.0.0.1:3000',
    });
  });

  it.each([
    [['--service', 'https://discord.com'], /go together/],
    [['--app-id', '1'], /go together/],
    [['--service'], /--service: expected a value/],
    [['--service', 'nope', '--app-id', '1'], /absolute http\(s\) URL/],
    [['--service', 'http://example.com', '--app-id', '1'], /expected https:\/\//],
    [['--service', 'https://discord.com', '--app-id', '12ab'], /--app-id: expected the application id/],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseSampleOptions(argv)).toThrow(message);
  });
});
