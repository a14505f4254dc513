/**
 * One way for every browser test to get a Chromium. The browser is chosen once per run, in the global
 * setup (`test/support/globalSetup.ts`), in this order:
 *   1. `SOCIAL_SDK_CHROMIUM`: a path to a Chromium executable;
 *   2. Debian's `/usr/bin/chromium`;
 *   3. the headless Chromium inside the npm package `@sparticuz/chromium` (a devDependency; Linux x64),
 *      unpacked to the temp folder on first use — once, before any test process starts, so that two test
 *      files never unpack it at the same time.
 * When none can be had, browser tests are skipped with the reason outside CI and fail in CI.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { skipOrFail } from './systemTools.js';

/** What the global setup found: a browser to launch, or why there is none. */
export type BrowserChoice =
  | {
      readonly kind: 'found';
      readonly source: string;
      readonly executablePath: string;
      readonly args: string[];
    }
  | { readonly kind: 'missing'; readonly reason: string };

declare module 'vitest' {
  export interface ProvidedContext {
    browser: BrowserChoice;
  }
}

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Flags for a headless test browser on a machine with no network: without the background-networking
 * flags Chromium keeps trying (and failing) to reach its vendor's hosts.
 */
const QUIET_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Flags of the packaged Chromium's recommended set (made for serverless functions) that do not suit these
 * tests: two would weaken what they check (the consent page's CSP and same-origin rules), and
 * `--single-process` ends the browser when a test closes its page.
 */
const DROPPED_FLAGS = new Set([
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--single-process',
]);

/** Picks the browser (run once per test run, in the global setup). */
export async function chooseBrowser(env: NodeJS.ProcessEnv = process.env): Promise<BrowserChoice> {
  const configured = env.SOCIAL_SDK_CHROMIUM;
  if (configured !== undefined && configured !== '') {
    if (!existsSync(configured)) {
      return { kind: 'missing', reason: `SOCIAL_SDK_CHROMIUM=${configured} does not exist` };
    }
    return { kind: 'found', source: 'SOCIAL_SDK_CHROMIUM', executablePath: configured, args: QUIET_FLAGS };
  }
  if (existsSync(DEBIAN_CHROMIUM)) {
    return { kind: 'found', source: 'Debian chromium', executablePath: DEBIAN_CHROMIUM, args: QUIET_FLAGS };
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    return {
      kind: 'missing',
      reason: `no Chromium: set SOCIAL_SDK_CHROMIUM (the npm Chromium is for Linux x64, this is ${process.platform} ${process.arch})`,
    };
  }
  try {
    const packaged = (await import('@sparticuz/chromium')).default;
    const executablePath = await packaged.executablePath();
    const args = [...packaged.args.filter((flag) => !DROPPED_FLAGS.has(flag)), ...QUIET_FLAGS.slice(1)];
    return { kind: 'found', source: '@sparticuz/chromium', executablePath, args };
  } catch (error) {
    return {
      kind: 'missing',
      reason: `no Chromium: /usr/bin/chromium is absent and @sparticuz/chromium failed (${(error as Error).message})`,
    };
  }
}

/**
 * Registers hooks that launch the chosen browser for this file and close it after; returns a getter.
 * Each test of the file is skipped (outside CI) or failed (in CI) when no browser can be had.
 *
 * @example
 * const browser = useBrowser();
 * it('clicks', async () => { const page = await browser().newPage(); ... });
 */
export function useBrowser(): () => Browser {
  const choice = inject('browser');
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (choice.kind === 'found') {
      browser = await chromium.launch({ executablePath: choice.executablePath, args: choice.args });
    }
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach((ctx) => {
    if (choice.kind === 'missing') skipOrFail(ctx, choice.reason);
  });
  return () => {
    if (browser === undefined) throw new Error('the browser is not launched (used outside a test?)');
    return browser;
  };
}
