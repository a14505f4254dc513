/**
 * The window's security, read from the configuration the sample really uses: the options main's window
 * creation hands a (fake) BrowserWindow constructor, the settings module, and, for the glue that only
 * Electron's binary could run (event hooks), the Electron glue's source.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { createGameWindow, gameWindowOptions } from '../src/main/gameWindow.js';
import {
  APP_PAGE,
  allowNavigation,
  allowPermission,
  assertServicePage,
  CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY_META,
  DENY_WINDOW_OPEN,
  isOwnPage,
} from '../src/main/windowSecurity.js';

const mainSource = readFileSync(join(import.meta.dirname, '..', 'src', 'main', 'main.ts'), 'utf8');
const html = readFileSync(join(import.meta.dirname, '..', 'src', 'renderer', 'index.html'), 'utf8');

function policy(csp: string): Map<string, string> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('window security', () => {
  it('isolates the page: context isolation, sandbox, no Node anywhere, no web views', () => {
    expect(gameWindowOptions('/x/preload.cjs')).toEqual({
      width: 1280,
      height: 720,
      minWidth: 800,
      minHeight: 600,
      backgroundColor: '#10131c',
      title: 'Sample game',
      webPreferences: {
        preload: '/x/preload.cjs',
        contextIsolation: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        sandbox: true,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        spellcheck: false,
      },
    });
  });

  it('creates the window with exactly those options and loads only its own page', async () => {
    const created: { options: BrowserWindowConstructorOptions; loaded: string[] }[] = [];
    // A stand-in for Electron's BrowserWindow: what main's window creation hands the constructor.
    class FakeWindow {
      readonly loaded: string[] = [];
      constructor(readonly options: BrowserWindowConstructorOptions) {
        created.push(this);
      }
      async loadURL(url: string): Promise<void> {
        this.loaded.push(url);
      }
    }
    const window = createGameWindow((options) => new FakeWindow(options), '/opt/game/preload.cjs');
    expect(created).toEqual([window]);
    expect(window.options).toEqual(gameWindowOptions('/opt/game/preload.cjs'));
    expect(window.options.webPreferences).toMatchObject({
      preload: '/opt/game/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(window.loaded).toEqual([APP_PAGE]);
  });

  it('has a strict CSP, served with every page and repeated in the page itself', () => {
    const csp = policy(CONTENT_SECURITY_POLICY);
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(mainSource).toContain("'content-security-policy': CONTENT_SECURITY_POLICY");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBe(CONTENT_SECURITY_POLICY_META);
    expect(CONTENT_SECURITY_POLICY_META).toBe(
      CONTENT_SECURITY_POLICY.replace("; frame-ancestors 'none'", ''),
    );
  });

  it('denies navigation, redirects, web views and window.open for every web contents', () => {
    expect(allowNavigation('https://discord.com/oauth2/authorize?client_id=1')).toBe(false);
    expect(allowNavigation('app://shell/index.html')).toBe(false);
    expect(DENY_WINDOW_OPEN).toEqual({ action: 'deny' });
    expect(mainSource).toContain("app.on('web-contents-created', (_event, contents) => guard(contents))");
    for (const hook of ["'will-navigate'", "'will-redirect'", "'will-attach-webview'"]) {
      expect(mainSource).toContain(`contents.on(${hook}`);
    }
    expect(mainSource).toContain('contents.setWindowOpenHandler(() => DENY_WINDOW_OPEN)');
  });

  it("refuses the page every permission: the microphone is the main process's (the SDK's devices)", () => {
    for (const permission of ['media', 'audioCapture', 'speaker-selection', 'notifications', 'geolocation'])
      expect(allowPermission(permission)).toBe(false);
    expect(mainSource).toContain(
      'contents.session.setPermissionRequestHandler((_contents, permission, callback) =>\n    callback(allowPermission(permission)),',
    );
    expect(mainSource).toContain(
      'contents.session.setPermissionCheckHandler((_contents, permission) => allowPermission(permission));',
    );
    // The page itself asks for no device: no getUserMedia, no device enumeration.
    const renderer = ['shell.ts', 'voicePanel.ts'].map((file) =>
      readFileSync(join(import.meta.dirname, '..', 'src', 'renderer', file), 'utf8'),
    );
    for (const source of renderer) expect(source).not.toMatch(/getUserMedia|enumerateDevices|mediaDevices/);
  });

  it('opens the consent page in the system browser, never in a window of ours (RFC 8252)', () => {
    expect(mainSource).toMatch(
      /openInSystemBrowser: \(url\) => \{\s+assertServicePage\(url, baseUrl\);\s+return shell\.openExternal\(url\);/,
    );
    expect(() =>
      assertServicePage('https://discord.com/oauth2/authorize?x=1', 'https://discord.com'),
    ).not.toThrow();
    expect(() => assertServicePage('file:///etc/passwd', 'https://discord.com')).toThrow(
      'openExternal: refused a URL outside the service (https://discord.com)',
    );
    expect(() => assertServicePage('https://discord.com.evil/oauth2', 'https://discord.com')).toThrow(
      /outside/,
    );
    expect(() => assertServicePage('nope', 'https://discord.com')).toThrow('not a URL');
    expect(mainSource).not.toMatch(/new BrowserView|<webview|loadURL\((?!APP_PAGE)/);
  });

  it('knows its own page by exact origin', () => {
    expect(isOwnPage('app://shell/index.html')).toBe(true);
    expect(isOwnPage('app://shell.example/index.html')).toBe(false);
    expect(isOwnPage('app://shellx/')).toBe(false);
  });
});
