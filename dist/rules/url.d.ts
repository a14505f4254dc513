/**
 * Text read as a URL without throwing, and the http(s) test: one place for what redirect checks, token and
 * device-grant responses, client options, the resume address and the browser opener each did with their
 * own `try { new URL(...) } catch`. (Node 20, the oldest supported, has no `URL.parse`.)
 */
/**
 * `value` as an absolute URL, or undefined when it is not a string or does not parse. Never throws and
 * never echoes the value, so callers choose their own words (and keep secrets out of them).
 * @example
 * parseUrl('https://discord.com/api')?.origin // 'https://discord.com'
 * parseUrl('not a url') // undefined
 */
export declare function parseUrl(value: unknown): URL | undefined;
/** Whether `url` is `http:` or `https:`: the only schemes the SDK sends requests to or opens in a browser. */
export declare function isHttpUrl(url: URL): boolean;
