/**
 * The sample's command line: by default it starts the emulator inside the main process; with
 * `--service URL --app-id ID` it talks to that service instead. Voice calls use the OS's microphone and
 * speakers unless `--no-audio-devices` is given (then they capture silence). Redirect URLs on the command line (the OS
 * starting us with one) are not options and are left to the redirect router.
 */
import { isSnowflake } from 'social-sdk';

export type SampleOptions = (
  | { readonly kind: 'embedded' }
  | { readonly kind: 'service'; readonly serviceUrl: string; readonly appId: string }
) & {
  /** Calls use the OS's audio devices (default); `--no-audio-devices` turns them off. */
  readonly audioDevices: boolean;
};

export class SampleOptionsError extends Error {
  override readonly name = 'SampleOptionsError';
}

/** Reads `--service URL` and `--app-id ID` (also as `--name=value`; both or neither) and `--no-audio-devices`. */
export function parseSampleOptions(argv: readonly string[]): SampleOptions {
  const audioDevices = !argv.includes('--no-audio-devices');
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i] ?? '';
    for (const name of ['--service', '--app-id']) {
      if (argument === name) {
        const value = argv[i + 1];
        if (value === undefined || value.startsWith('--'))
          throw new SampleOptionsError(`${name}: expected a value`);
        values.set(name, value);
        i++;
      } else if (argument.startsWith(`${name}=`)) {
        values.set(name, argument.slice(name.length + 1));
      }
    }
  }
  const service = values.get('--service');
  const appId = values.get('--app-id');
  if (service === undefined && appId === undefined) return { kind: 'embedded', audioDevices };
  if (service === undefined || appId === undefined) {
    throw new SampleOptionsError(
      '--service and --app-id go together: give both, or neither for the embedded emulator',
    );
  }
  let url: URL;
  try {
    url = new URL(service);
  } catch {
    throw new SampleOptionsError('--service: expected an absolute http(s) URL such as https://discord.com');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && url.hostname === '127.0.0.1')) {
    throw new SampleOptionsError('--service: expected https://, or http://127.0.0.1 for a local emulator');
  }
  if (!isSnowflake(appId)) {
    throw new SampleOptionsError(
      '--app-id: expected the application id, a decimal snowflake such as 1234567890123456789',
    );
  }
  return { kind: 'service', serviceUrl: url.origin, appId, audioDevices };
}
