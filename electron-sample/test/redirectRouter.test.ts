import { describe, expect, it } from 'vitest';
import { MAX_PENDING_REDIRECTS, RedirectRouter } from '../src/main/redirectRouter.js';

const APP_ID = '1234567890123456789';
const redirect = (state: string) => `discord-${APP_ID}:/authorize/callback?code=c0de&state=${state}`;

function routed(router: RedirectRouter): string[] {
  const seen: string[] = [];
  router.attach((url) => seen.push(url));
  return seen;
}

describe('RedirectRouter', () => {
  it('finds the one redirect URL of a Windows or Linux command line among Electron flags', () => {
    const router = new RedirectRouter(APP_ID);
    const seen = routed(router);
    expect(router.fromArgv(['/opt/game/game', '--no-sandbox', '/opt/game/main.js', redirect('a')])).toBe(
      true,
    );
    expect(seen).toEqual([redirect('a')]);
  });

  it('ignores command lines without a redirect, with another scheme, or with two different URLs', () => {
    const dropped: string[] = [];
    const router = new RedirectRouter(APP_ID, (reason) => dropped.push(reason));
    const seen = routed(router);
    expect(router.fromArgv(['/opt/game/game'])).toBe(false);
    expect(router.fromArgv(['game', 'discord-999:/authorize/callback?code=x'])).toBe(false);
    expect(router.fromArgv(['game', redirect('a'), redirect('b')])).toBe(false);
    expect(router.fromArgv(['game', `${redirect('a')} --inject`])).toBe(false);
    expect(seen).toEqual([]);
  });

  it('keeps a macOS cold start open-url until the client is attached, then hands it over', () => {
    const router = new RedirectRouter(APP_ID);
    expect(router.fromOpenUrl(redirect('early'))).toBe(true);
    expect(router.pendingCount).toBe(1);
    const seen = routed(router);
    expect(seen).toEqual([redirect('early')]);
    expect(router.pendingCount).toBe(0);
  });

  it('drops hostile open-url values without repeating them, and bounds what waits', () => {
    const dropped: string[] = [];
    const router = new RedirectRouter(APP_ID, (reason) => dropped.push(reason));
    expect(router.fromOpenUrl('https://evil.example/?code=secret-code')).toBe(false);
    expect(router.fromOpenUrl(42)).toBe(false);
    expect(router.fromOpenUrl(`${redirect('x')}${'a'.repeat(9000)}`)).toBe(false);
    for (let i = 0; i < MAX_PENDING_REDIRECTS + 2; i++) router.fromOpenUrl(redirect(String(i)));
    expect(router.pendingCount).toBe(MAX_PENDING_REDIRECTS);
    expect(dropped).toEqual([
      'open-url ignored: wrong_scheme',
      'open-url ignored: not_a_string',
      'open-url ignored: too_long',
      `redirect dropped: ${MAX_PENDING_REDIRECTS} already waiting for the client`,
      `redirect dropped: ${MAX_PENDING_REDIRECTS} already waiting for the client`,
    ]);
    expect(dropped.join(' ')).not.toContain('secret-code');
  });

  it('accepts a custom scheme and refuses an invalid one with the parameter named', () => {
    expect(new RedirectRouter('mygame').scheme).toBe('mygame');
    expect(() => new RedirectRouter('not a scheme')).toThrow(/RedirectRouter\(appIdOrScheme\)/);
  });
});
