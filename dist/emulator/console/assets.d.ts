/** Where the files are: `ui/` beside this module. */
export declare const ASSETS_DIR: string;
/** One file, ready to send. */
export interface Asset {
    readonly type: string;
    readonly body: Buffer;
}
/**
 * The files of `dir` by their path relative to it (`index.html`, `pages/users.js`).
 * @throws Error naming the folder when it holds no `index.html` (a build that did not copy them).
 */
export declare function loadAssets(dir?: string): Map<string, Asset>;
