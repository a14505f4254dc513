/**
 * The default fetch (node-fetch 3), loaded on the first request rather than at import: node-fetch and its
 * dependencies cost about 95 ms of a cold start (issue 20) that a process which never makes a request,
 * or injects its own fetch, should not pay.
 */
import { loadOnce } from './loadOnce.js';
const loadNodeFetch = loadOnce(async () => (await import('node-fetch')).default);
/** node-fetch, imported on first use; the same contract as calling node-fetch directly. */
export const defaultFetch = async (url, init) => (await loadNodeFetch())(url, init);
