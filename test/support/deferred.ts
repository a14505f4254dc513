/**
 * A promise with its resolve function outside (Node 20 has no Promise.withResolvers): a test holds a
 * handler, a server or a child at a point until it has seen what it wanted, then lets it go on.
 */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
}

/** A new pending {@link Deferred}. */
export function deferred<T = void>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
