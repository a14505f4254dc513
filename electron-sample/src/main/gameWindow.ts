/**
 * The game window: the options it is created with (size, title, the locked-down `webPreferences`) and
 * its creation through a constructor passed in, so that a test can hand a fake `BrowserWindow` and see
 * exactly what Electron would receive (Electron's binary does not run in the tests). Types only from
 * Electron here: importing its runtime needs the binary.
 */
import type { BrowserWindowConstructorOptions } from 'electron';
import { APP_PAGE, gameWebPreferences } from './windowSecurity.js';

/** What main needs of a window at creation: Electron's `BrowserWindow`, or a test's stand-in. */
export interface LoadableWindow {
  loadURL(url: string): Promise<void>;
}

/** The options of `new BrowserWindow(...)` for the game, preload script at `preloadPath`. */
export function gameWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 720,
    minWidth: 800,
    minHeight: 600,
    backgroundColor: '#10131c',
    title: 'Sample game',
    webPreferences: gameWebPreferences(preloadPath),
  };
}

/**
 * Creates the game window with `makeWindow` (main passes `(o) => new BrowserWindow(o)`) and loads the
 * app's own page in it, nothing else.
 */
export function createGameWindow<W extends LoadableWindow>(
  makeWindow: (options: BrowserWindowConstructorOptions) => W,
  preloadPath: string,
): W {
  const window = makeWindow(gameWindowOptions(preloadPath));
  void window.loadURL(APP_PAGE);
  return window;
}
