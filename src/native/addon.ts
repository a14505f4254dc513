/**
 * The shape of the compiled addon (`build/Release/social_sdk.node`), as addon.cc exports it.
 * Kept apart from the loader so that later concerns (deep links) can extend it in one place.
 */
export interface NativeAddon {
  /** Fills a view in place from the OS CSPRNG; offset and size count elements, as Node's randomFillSync. */
  randomFill<T extends ArrayBufferView | ArrayBuffer>(buffer: T, offset?: number, size?: number): T;
  /** A new Buffer of `size` bytes from the OS CSPRNG. */
  randomBytes(size: number): Buffer;
  /** The OS call behind the randomness: `getrandom`, `getentropy` or `BCryptGenRandom`. */
  readonly randomSource: string;
  /** Bumped when the JavaScript-visible surface of the addon changes incompatibly. */
  readonly abiVersion: number;
}

/** The abiVersion this build of the TypeScript code expects. */
export const EXPECTED_ABI_VERSION = 1;

/** Checks that a loaded module really is our addon, of the expected ABI, before it is used. */
export function assertAddonShape(module: unknown): asserts module is NativeAddon {
  if (typeof module !== 'object' || module === null) throw new Error('the module is not an object');
  const candidate = module as Record<string, unknown>;
  if (candidate.abiVersion !== EXPECTED_ABI_VERSION) {
    throw new Error(
      `abiVersion ${String(candidate.abiVersion)} found, ${EXPECTED_ABI_VERSION} expected (rebuild it)`,
    );
  }
  for (const name of ['randomFill', 'randomBytes']) {
    if (typeof candidate[name] !== 'function') throw new Error(`the module lacks the function ${name}`);
  }
}
