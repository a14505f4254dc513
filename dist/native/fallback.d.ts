/**
 * The JavaScript fallback used only when the addon is not loaded (see `nativeStatus()`): the same
 * contract as the addon's randomFill/randomBytes, argument checks and messages included, backed by
 * `crypto.getRandomValues` (the platform CSPRNG through Node). It is safe, just not the OS call the addon
 * makes directly.
 */
export declare function fallbackRandomFill<T extends ArrayBufferView | ArrayBuffer>(...args: [buffer: T, offset?: number, size?: number]): T;
export declare function fallbackRandomBytes(...args: [size: number]): Buffer;
