/**
 * The window's security settings, in one place, read by the Electron glue and checked by a test. The page
 * is served from our own privileged scheme (`app://shell/`) instead of file:// so that "is this our page"
 * is an exact origin check, and it gets no Node, no navigation and no new windows.
 */

/** The scheme and origin the sample's page is served from (see `main.ts`, `protocol.handle`). */
export const APP_SCHEME = 'app';
export const APP_ORIGIN = 'app://shell';
export const APP_PAGE = `${APP_ORIGIN}/index.html`;

/**
 * Only our own scripts and styles, no inline script, no eval, no network from the page (everything goes
 * through the preload's API), and no framing.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The same policy for the page's own `<meta>` tag (a second line of defence if the page is ever loaded
 * another way): `frame-ancestors` only works as a header, and browsers warn about it in a meta tag.
 */
export const CONTENT_SECURITY_POLICY_META = CONTENT_SECURITY_POLICY.split('; ')
  .filter((directive) => !directive.startsWith('frame-ancestors'))
  .join('; ');

/** `webPreferences` of the game window (Electron's security checklist). */
export function gameWebPreferences(preloadPath: string) {
  return {
    preload: preloadPath,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    sandbox: true,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
  } as const;
}

/** True when `url` is a page of ours: the exact origin, never a prefix match (`app://shell.evil`). */
export function isOwnPage(url: string): boolean {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}` === APP_ORIGIN;
  } catch {
    return false;
  }
}

/** Navigation away from the page is refused: sign-in happens in the system browser, never in here. */
export function allowNavigation(_url: string): boolean {
  return false;
}

/**
 * Every permission a page asks for (`media` for the microphone and camera, notifications, ...) or is
 * checked for is refused: the page needs none. Voice uses the OS's devices through the SDK in the main
 * process; the renderer never gets device access (Electron grants requests when no handler says no).
 */
export function allowPermission(_permission: string): boolean {
  return false;
}

/** `window.open` and `target=_blank` are refused (Electron's `setWindowOpenHandler` answer). */
export const DENY_WINDOW_OPEN = { action: 'deny' } as const;

/**
 * `shell.openExternal` hands a URL to the OS, which runs whatever handles its scheme: only the service's
 * own pages (its origin, as configured) are ever given to it.
 */
export function assertServicePage(url: string, serviceUrl: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('openExternal: refused a value that is not a URL');
  }
  if (parsed.origin !== new URL(serviceUrl).origin) {
    throw new Error(`openExternal: refused a URL outside the service (${new URL(serviceUrl).origin})`);
  }
}
