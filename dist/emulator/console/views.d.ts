import type { ConsoleSources } from './sources.js';
/** A page's snapshot from the sources and the request's query (only the request log reads it). */
type View = (sources: ConsoleSources, query: Readonly<Record<string, unknown>>) => unknown;
/** Every page of the console, by the name in its URL. */
export declare const VIEWS: Readonly<Record<string, View>>;
export {};
