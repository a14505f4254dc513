/**
 * The emulator inside the main process, so the sample runs with no account and no network: one
 * application whose redirect is `discord-<id>:/authorize/callback`, one player, a friend of theirs from
 * before who is online on another device (so the friends pane has someone in it), and the consent page
 * shown in the system browser like the real service's. Guests (players without an account) are known by
 * an identity of the game's own: here the emulator's built-in OIDC test issuer stands in for the game's
 * identity provider (a real game uses its own accounts, Steam, Epic, ...). Its voice server's TLS chains
 * to the emulator's own CA, which the sample's Client is given (`voiceCa`).
 */
import { randomUUID } from 'node:crypto';
import { type RunningEmulator, startEmulator } from 'social-sdk/emulator';

export interface EmbeddedService {
  readonly emulator: RunningEmulator;
  readonly baseUrl: string;
  readonly appId: string;
  readonly playerId: string;
  /** The player's Discord friend from before, online elsewhere. */
  readonly friendId: string;
  /** PEM of the CA the emulator's voice server chains to: the Client trusts it for calls. */
  readonly voiceCa: string;
  /** The game's identity of this install's guest, as an OIDC ID token (the same guest every call). */
  guestCredential(): Promise<string>;
}

export async function startEmbeddedService(playerName = 'player one'): Promise<EmbeddedService> {
  const emulator = await startEmulator({ rateLimits: false });
  try {
    const { users, applications } = await emulator.control.seed({
      users: [{ username: playerName }, { username: 'wingmate', global_name: 'Wingmate' }],
      applications: [{ name: 'Sample game', publicClient: true }],
    });
    const [user, friend] = users;
    const [app] = applications;
    if (user === undefined || friend === undefined || app === undefined) {
      throw new Error('the embedded emulator seeded nothing');
    }
    await emulator.control.createApplication({
      id: app.id,
      redirectUris: [`discord-${app.id}:/authorize/callback`],
    });
    await emulator.control.addRelationship({
      user: user.id,
      other: friend.id,
      kind: 'discord',
      type: 'friend',
    });
    await emulator.control.markPlayed(friend.id, app.id);
    await emulator.control.setPresence(friend.id, { status: 'online' });
    await emulator.control.setConsent('page', user.id);
    await emulator.control.provisional.configure(app.id, { oidc: 'test' });
    // One guest per install: a real game would keep its own account id; the sample makes one per run.
    const guestId = `guest-${randomUUID()}`;
    const voiceCa = (await emulator.control.voice.certificateAuthority()).pem;
    return {
      emulator,
      baseUrl: emulator.url,
      appId: app.id,
      playerId: user.id,
      friendId: friend.id,
      voiceCa,
      guestCredential: () =>
        emulator.control.provisional.mintIdToken(app.id, { sub: guestId, preferred_username: 'Guest pilot' }),
    };
  } catch (error) {
    await emulator.close();
    throw error;
  }
}
