/**
 * The Electron glue, kept thin: every decision is in the modules next to it (and tested there). Order
 * matters here: the single-instance lock and `open-url` are set up before `ready`, because macOS
 * delivers a cold start's redirect before the app is ready, and Windows and Linux hand a running app's
 * redirect to a second instance that must pass it on and quit.
 */
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import {
  app,
  BrowserWindow,
  type IpcMainInvokeEvent,
  ipcMain,
  protocol,
  shell,
  type WebContents,
} from 'electron';
import { registerScheme } from 'social-sdk';
import { EVENT_CHANNEL, FRAME_CHANNEL, type GameEvent } from '../common/gameApi.js';
import { checkSender } from './callInputs.js';
import { type EmbeddedService, startEmbeddedService } from './embeddedService.js';
import { callChannels, gameCalls } from './gameCalls.js';
import { GameSession } from './gameSession.js';
import { createGameWindow } from './gameWindow.js';
import { MAX_PENDING_REDIRECTS, RedirectRouter } from './redirectRouter.js';
import { parseSampleOptions } from './sampleOptions.js';
import { registerRedirectScheme } from './schemeRegistration.js';
import {
  APP_SCHEME,
  allowNavigation,
  allowPermission,
  assertServicePage,
  CONTENT_SECURITY_POLICY,
  DENY_WINDOW_OPEN,
  isOwnPage,
} from './windowSecurity.js';

const rendererDir = join(import.meta.dirname, '..', 'renderer');
const preloadPath = join(import.meta.dirname, '..', 'preload', 'preload.cjs');
const log = (line: string) => console.log(`[sample] ${line}`);

if (!app.requestSingleInstanceLock()) {
  // Another instance runs: Electron hands it our argv (`second-instance`); we are done.
  app.quit();
} else {
  const options = parseSampleOptions(process.argv.slice(1));
  let window: BrowserWindow | undefined;
  let session: GameSession | undefined;
  let embedded: EmbeddedService | undefined;
  // With the embedded emulator the app id is only known once it runs; the router starts with the real
  // service's id, or a placeholder replaced below.
  let router: RedirectRouter | undefined =
    options.kind === 'service' ? new RedirectRouter(options.appId, log) : undefined;
  // What the OS delivered before the embedded service (and so the scheme) was known; bounded like the
  // router's own queue.
  const early: string[] = [];
  const earlyArgv: string[][] = [];

  app.on('open-url', (event, url) => {
    event.preventDefault();
    if (router === undefined) {
      if (early.length < MAX_PENDING_REDIRECTS) early.push(url);
    } else router.fromOpenUrl(url);
  });
  app.on('second-instance', (_event, argv) => {
    if (router === undefined) {
      if (earlyArgv.length < MAX_PENDING_REDIRECTS) earlyArgv.push(argv);
    } else router.fromArgv(argv);
    if (window?.isMinimized()) window.restore();
    window?.focus();
  });
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: false } },
  ]);

  const send = (event: GameEvent) => {
    if (window !== undefined && !window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, event);
  };

  app.whenReady().then(async () => {
    if (options.kind === 'embedded') {
      embedded = await startEmbeddedService();
      log(`embedded emulator on ${embedded.baseUrl}, application ${embedded.appId}`);
      router = new RedirectRouter(embedded.appId, log);
    }
    const baseUrl = embedded?.baseUrl ?? (options.kind === 'service' ? options.serviceUrl : '');
    const appId = embedded?.appId ?? (options.kind === 'service' ? options.appId : '');
    const activeRouter = router as RedirectRouter;

    const registration = registerRedirectScheme(
      activeRouter.scheme,
      { execPath: process.execPath, defaultApp: process.defaultApp === true, scriptPath: process.argv[1] },
      {
        registerNative: (scheme, launch) => {
          registerScheme(scheme, { command: launch.command, args: launch.args, displayName: 'Sample game' });
        },
        setDefaultProtocolClient: (scheme, path, args) =>
          app.setAsDefaultProtocolClient(scheme, path, [...args]),
      },
    );
    log(`scheme ${activeRouter.scheme} registered via ${registration.via}`);

    session = new GameSession({
      baseUrl,
      appId,
      // RFC 8252: the consent page opens in the system browser, never in a web view of ours.
      openInSystemBrowser: (url) => {
        assertServicePage(url, baseUrl);
        return shell.openExternal(url);
      },
      emit: send,
      // The OS's microphone and speakers, in this process (the page never gets them): on unless
      // started with --no-audio-devices.
      audioDevices: options.audioDevices,
      ...(embedded === undefined
        ? {}
        : { guestCredential: embedded.guestCredential, voiceCa: embedded.voiceCa }),
    });
    const active = session;
    activeRouter.attach((url) => active.handleRedirect(url));
    for (const url of early.splice(0)) activeRouter.fromOpenUrl(url);
    for (const argv of earlyArgv.splice(0)) activeRouter.fromArgv(argv);
    activeRouter.fromArgv(process.argv);

    serveRenderer();
    registerCalls(active);
    window = createGameWindow((options) => new BrowserWindow(options), preloadPath);
  });

  app.on('web-contents-created', (_event, contents) => guard(contents));
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', () => {
    session?.client.Disconnect();
    void embedded?.emulator.close();
  });
}

/** Serves `app://shell/<file>` from the renderer folder only, with the CSP on every answer. */
function serveRenderer(): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = normalize(join(rendererDir, decodeURIComponent(url.pathname)));
    if (!isOwnPage(request.url) || !file.startsWith(rendererDir + sep))
      return new Response(null, { status: 404 });
    try {
      const body = await readFile(file);
      return new Response(body, {
        headers: { 'content-type': contentType(file), 'content-security-policy': CONTENT_SECURITY_POLICY },
      });
    } catch {
      return new Response(null, { status: 404 });
    }
  });
}

function contentType(file: string): string {
  if (file.endsWith('.html')) return 'text/html; charset=utf-8';
  if (file.endsWith('.css')) return 'text/css; charset=utf-8';
  if (file.endsWith('.js')) return 'text/javascript; charset=utf-8';
  return 'application/octet-stream';
}

function registerCalls(session: GameSession): void {
  const calls = gameCalls(session);
  for (const [call, channel] of callChannels()) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      checkSender(event.senderFrame?.url);
      return calls[call](args);
    });
  }
  ipcMain.on(FRAME_CHANNEL, (event) => {
    if (event.senderFrame !== null && isOwnPage(event.senderFrame.url)) session.frame();
  });
}

/**
 * No navigation, no new windows, no web views and no permissions (no microphone: voice devices are the
 * SDK's, here), for every web contents the app ever creates.
 */
function guard(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!allowNavigation(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!allowNavigation(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => DENY_WINDOW_OPEN);
  contents.session.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(allowPermission(permission)),
  );
  contents.session.setPermissionCheckHandler((_contents, permission) => allowPermission(permission));
}
