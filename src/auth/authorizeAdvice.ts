/**
 * What a failed sign-in tells the player's developer: the likely causes of a redirect that never came,
 * each with how to check it, and the opener's own words with the session's secrets taken out.
 */
import type { Snowflake } from '../model/snowflake.js';

/** The redirect URI as an application lists it: a loopback one without its port (any port matches). */
function registeredForm(redirectUri: string): string {
  const url = new URL(redirectUri);
  if (url.protocol !== 'http:') return redirectUri;
  url.port = '';
  return url.href;
}

/** The causes of an authorization that timed out, and how to check each, for its error message. */
export function signInAdvice(clientId: Snowflake, redirectUri: string): string {
  const loopback = redirectUri.startsWith('http:');
  const delivery = loopback
    ? `the redirect did not reach this process: something on this machine blocked ${registeredForm(redirectUri)} (a firewall, or a browser that does not load loopback pages)`
    : 'the redirect did not reach this process: the scheme is not registered with the OS (RegisterLaunchCommand), or the running instance was not handed the URL (pass it to client.HandleRedirect(url))';
  return (
    'Likely causes, and how to check each: ' +
    `(1) the browser shows the service's error page instead of the consent page: application id ${clientId} is not an application (compare it with the developer portal), or the application does not list the redirect URI ${registeredForm(redirectUri)} (OAuth2 > Redirects, exactly as written); ` +
    '(2) the player closed the browser or did not finish signing in: call Authorize again; ' +
    `(3) ${delivery}. ` +
    'A shorter wait for one call: AuthorizationArgs.SetTimeoutMs(ms)'
  );
}

/** `text` with every occurrence of each secret (the authorize URL, state, nonce) replaced by `[redacted]`. */
export function withoutSecrets(text: string, secrets: ReadonlyArray<string | undefined>): string {
  let out = text;
  for (const secret of secrets)
    if (secret !== undefined && secret !== '') out = out.split(secret).join('[redacted]');
  return out;
}
