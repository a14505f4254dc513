/**
 * The `Host` rule shared by every loopback server of the project (the emulator, the SDK's sign-in
 * receiver): a request names exactly one host. Node keeps only the first of several `Host` headers in
 * `headers`, so a second one (a request smuggled behind the server's own name, which a proxy in front
 * might have routed on) is seen only in the raw list.
 */
/** How many `Host` headers a request carried, from Node's `rawHeaders` (name, value, name, value...). */
export function hostHeaderCount(rawHeaders) {
    let count = 0;
    for (let i = 0; i < rawHeaders.length; i += 2) {
        const name = rawHeaders[i];
        if (name.length === 4 && name.toLowerCase() === 'host')
            count++;
    }
    return count;
}
