import { createRequire } from 'node:module';
const requireBuiltin = createRequire(import.meta.url);
/** `node:http`, loaded on first call. */
export const nodeHttp = () => requireBuiltin('node:http');
/** `node:net`, loaded on first call. */
export const nodeNet = () => requireBuiltin('node:net');
/** `node:child_process`, loaded on first call. */
export const nodeChildProcess = () => requireBuiltin('node:child_process');
