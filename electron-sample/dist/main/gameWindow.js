import { APP_PAGE, gameWebPreferences } from './windowSecurity.js';
/** The options of `new BrowserWindow(...)` for the game, preload script at `preloadPath`. */
export function gameWindowOptions(preloadPath) {
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
export function createGameWindow(makeWindow, preloadPath) {
    const window = makeWindow(gameWindowOptions(preloadPath));
    void window.loadURL(APP_PAGE);
    return window;
}
//# sourceMappingURL=gameWindow.js.map