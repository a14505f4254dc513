import { nativeStatus } from '../native/index.js';

/** `social-sdk native`: the loader's view of the addon, as JSON, for bug reports. */
export async function printNativeStatus(): Promise<number> {
  const status = nativeStatus();
  console.log(JSON.stringify(status, null, 2));
  return status.loaded ? 0 : 1;
}
