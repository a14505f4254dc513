/**
 * What every route plugin works with. The server decorates its fastify instance with one
 * {@link EmulatorContext} (`app.emulator`), so a plugin registered on it (or on a child) reaches the
 * store, clock, ids, event bus, signing keys, randomness and the caller check without importing the
 * server. Everything here belongs to one emulator: two emulators in a process share none of it.
 */
export {};
