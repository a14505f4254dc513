/**
 * Helpers for sign-in tests against the real emulator: a seeded emulator, and scripted openers that do
 * what a browser does with the authorize URL (follow it to the consent decision and deliver the redirect).
 */
import type { Client } from '../../src/client/Client.js';
import type { EmulatorOptions } from '../../src/emulator/index.js';
import { type RunningEmulator, startEmulator } from '../../src/emulator/index.js';

export interface AuthWorld {
  emulator: RunningEmulator;
  appId: string;
  clientSecret: string;
  userId: string;
  otherAppId: string;
}

/** An emulator with a user, a public client (PKCE) app and a second app, consent scripted to approve. */
export async function startAuthWorld(options: EmulatorOptions = {}): Promise<AuthWorld> {
  const emulator = await startEmulator({ rateLimits: false, ...options });
  const { users, applications } = await emulator.control.seed({
    users: [{ username: 'player' }],
    applications: [
      { name: 'Game', publicClient: true },
      { name: 'Other game', publicClient: true },
    ],
  });
  const [user] = users;
  const [app, other] = applications;
  if (!user || !app || !other) throw new Error('seed failed');
  for (const application of [app, other]) {
    await emulator.control.createApplication({
      id: application.id,
      redirectUris: [
        `discord-${application.id}:/authorize/callback`,
        'mygame:/authorize/callback',
        'http://127.0.0.1/callback',
      ],
    });
  }
  await emulator.control.setConsent('approve', user.id);
  return { emulator, appId: app.id, clientSecret: app.clientSecret, userId: user.id, otherAppId: other.id };
}

/** Where the authorize endpoint sends the browser (its Location), after optional tampering with the URL. */
export async function consentRedirect(authorizeUrl: string, tamper?: (url: URL) => void): Promise<string> {
  const url = new URL(authorizeUrl);
  tamper?.(url);
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (location === null) throw new Error(`authorize answered ${response.status} without a redirect`);
  return location;
}

/** Options of {@link browserOpener}. */
export interface BrowserScript {
  /** Changes the authorize URL before "the browser" loads it (an attacker's or a broken app's doing). */
  tamperRequest?: (url: URL) => void;
  /** Changes the redirect before it is delivered. */
  tamperRedirect?: (location: URL) => void;
  /** Also records every URL opened. */
  opened?: string[];
}

/**
 * A scripted "browser": loads the authorize URL, reads the redirect, and delivers it like the OS would
 * (loopback: an HTTP request to the receiver; custom scheme: `client.HandleRedirect`).
 */
export function browserOpener(
  getClient: () => Client,
  script: BrowserScript = {},
): (url: string) => Promise<void> {
  return async (authorizeUrl) => {
    script.opened?.push(authorizeUrl);
    const location = new URL(await consentRedirect(authorizeUrl, script.tamperRequest));
    script.tamperRedirect?.(location);
    if (location.protocol === 'http:') {
      await (await fetch(location)).text();
    } else {
      getClient().HandleRedirect(location.href);
    }
  };
}
