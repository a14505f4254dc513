/**
 * Route templates such as `/applications/{application.id}/guilds/{guild.id}/commands`: the template names
 * a route for rate limits and hooks; the parameters fill it in to make the request path.
 */
/** Path parameters that split a route into separate rate-limit buckets (the service's major parameters). */
export const MAJOR_PARAMETERS = new Set([
    'guild.id',
    'channel.id',
    'lobby.id',
    'webhook.id',
]);
const compiled = new Map();
const PLACEHOLDER = /\{([^{}/]+)\}/g;
function compile(template) {
    let route = compiled.get(template);
    if (route !== undefined)
        return route;
    if (!template.startsWith('/'))
        throw new TypeError(`route template must start with '/': ${template}`);
    const parts = [];
    let major;
    let last = 0;
    for (const match of template.matchAll(PLACEHOLDER)) {
        const name = match[1];
        parts.push(template.slice(last, match.index), name);
        if (major === undefined && MAJOR_PARAMETERS.has(name))
            major = name;
        last = match.index + match[0].length;
    }
    parts.push(template.slice(last));
    route = { parts, major };
    compiled.set(template, route);
    return route;
}
/** The request path for `template` with `params` filled in (URL-encoded); throws on a missing value. */
export function buildPath(template, params) {
    const { parts } = compile(template);
    if (parts.length === 1)
        return template;
    let path = '';
    for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (i % 2 === 0) {
            path += part;
            continue;
        }
        const value = params?.[part];
        if (value === undefined || value === '') {
            throw new TypeError(`route ${template}: missing value for path parameter {${part}}`);
        }
        path += encodeURIComponent(value);
    }
    return path;
}
/** The value of the route's major parameter, or `''` when the route has none. */
export function majorParameter(template, params) {
    const { major } = compile(template);
    return major === undefined ? '' : (params?.[major] ?? '');
}
