/**
 * What the Linux runner (run.ts) tells the Windows suite through the environment, on both sides of Wine.
 */

/** The emulator run.ts started on the Linux side, with the application and user it seeded. */
export interface WineEmulatorInfo {
  /** `http://127.0.0.1:<port>`: Wine's processes reach the host's loopback directly. */
  readonly url: string;
  /** A public client whose redirect URIs include `discord-<appId>:/authorize/callback`. */
  readonly appId: string;
  /** The user whose consent is scripted to approve. */
  readonly userId: string;
}

/** An environment variable scripts/test-windows.sh (or run.ts) sets; its absence is named. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`${name} is not set: run scripts/test-windows.sh`);
  return value;
}

/** The Windows name of a Linux absolute path: Wine maps the Unix root to drive Z:. */
export function windowsPath(unixPath: string): string {
  if (!unixPath.startsWith('/'))
    throw new Error(`windowsPath: expected an absolute path, received ${unixPath}`);
  return `Z:${unixPath.replaceAll('/', '\\')}`;
}

/** Windows side: the emulator run.ts started, from SOCIAL_SDK_WINE_EMULATOR. */
export function wineEmulator(): WineEmulatorInfo {
  return JSON.parse(requiredEnv('SOCIAL_SDK_WINE_EMULATOR')) as WineEmulatorInfo;
}
