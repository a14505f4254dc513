/**
 * The console's static files (`ui/`: HTML, CSS and JavaScript modules, no framework, nothing fetched
 * from elsewhere), read once when the routes are registered. They sit beside this module in the source
 * tree and are copied beside its compiled form by the build (`scripts/copy-console-assets.mjs`), so the
 * same relative folder serves them under tsx and from `dist/`. Only the files found there are served:
 * a request names one of them or gets 404, so no path leads outside the folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
/** Where the files are: `ui/` beside this module. */
export const ASSETS_DIR = fileURLToPath(new URL('./ui/', import.meta.url));
const TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.svg': 'image/svg+xml',
};
/**
 * The files of `dir` by their path relative to it (`index.html`, `pages/users.js`).
 * @throws Error naming the folder when it holds no `index.html` (a build that did not copy them).
 */
export function loadAssets(dir = ASSETS_DIR) {
    const assets = new Map();
    const walk = (folder) => {
        for (const entry of readdirSync(folder, { withFileTypes: true })) {
            const path = join(folder, entry.name);
            if (entry.isDirectory())
                walk(path);
            else {
                const type = TYPES[extname(entry.name)];
                if (type !== undefined)
                    assets.set(relative(dir, path).split(sep).join('/'), { type, body: readFileSync(path) });
            }
        }
    };
    try {
        walk(dir);
    }
    catch (error) {
        throw new Error(`the console's files are missing at ${dir} (${error.code})`);
    }
    if (!assets.has('index.html'))
        throw new Error(`the console's files are missing at ${dir}: no index.html (run npm run build:ts)`);
    return assets;
}
