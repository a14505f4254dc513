/**
 * The types the transport's callers and observers name, in a module of their own so that the hook sets
 * (hookSets.ts) can name them without importing the transport that imports them: the HTTP methods and
 * the hook events, none of which can carry a secret.
 */
export {};
