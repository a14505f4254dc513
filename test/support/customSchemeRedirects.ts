/**
 * Helpers for sign-in tests that run the consent page in Chromium. A headless Chromium cannot hand an
 * unknown scheme to the desktop, so the test takes the consent form's answer itself: when the service
 * redirects to the app's custom scheme, the URL is delivered the way the test says the OS would (to
 * `HandleRedirect`, a second instance's argv, `gio open`) and the tab shows a plain page instead. It
 * needs nothing of the SDK, so the Electron sample's tests use it too.
 */
import type { Page } from 'playwright-core';

/**
 * Intercepts the consent form's POST to `serviceUrl` and hands each redirect to `scheme:` to `deliver`.
 * Other answers go to the page unchanged.
 */
export async function deliverCustomSchemeRedirects(
  page: Page,
  serviceUrl: string,
  scheme: string,
  deliver: (url: string) => unknown,
): Promise<void> {
  await page.route(`${serviceUrl}/**`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers().location ?? '';
    if (!location.startsWith(`${scheme}:`)) return route.fulfill({ response });
    await deliver(location);
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Handed to the app</title>' });
  });
}
