/**
 * The `Host` rule shared by every loopback server of the project (the emulator, the SDK's sign-in
 * receiver): a request names exactly one host. Node keeps only the first of several `Host` headers in
 * `headers`, so a second one (a request smuggled behind the server's own name, which a proxy in front
 * might have routed on) is seen only in the raw list.
 */
/** How many `Host` headers a request carried, from Node's `rawHeaders` (name, value, name, value...). */
export declare function hostHeaderCount(rawHeaders: readonly string[]): number;
