/**
 * Route templates such as `/applications/{application.id}/guilds/{guild.id}/commands`: the template names
 * a route for rate limits and hooks; the parameters fill it in to make the request path.
 */
/** Path parameters that split a route into separate rate-limit buckets (the service's major parameters). */
export declare const MAJOR_PARAMETERS: ReadonlySet<string>;
/** Values for a template's `{name}` placeholders. */
export type RouteParams = Readonly<Record<string, string>>;
/** The request path for `template` with `params` filled in (URL-encoded); throws on a missing value. */
export declare function buildPath(template: string, params: RouteParams | undefined): string;
/** The value of the route's major parameter, or `''` when the route has none. */
export declare function majorParameter(template: string, params: RouteParams | undefined): string;
