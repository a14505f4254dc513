/**
 * The emulator inside the main process, so the sample runs with no account and no network: one
 * application whose redirect is `discord-<id>:/authorize/callback`, one player, and the consent page
 * shown in the system browser like the real service's.
 */
import { type RunningEmulator, startEmulator } from 'social-sdk/emulator';

export interface EmbeddedService {
  readonly emulator: RunningEmulator;
  readonly baseUrl: string;
  readonly appId: string;
  readonly playerId: string;
}

export async function startEmbeddedService(playerName = 'player one'): Promise<EmbeddedService> {
  const emulator = await startEmulator({ rateLimits: false });
  try {
    const { users, applications } = await emulator.control.seed({
      users: [{ username: playerName }],
      applications: [{ name: 'Sample game', publicClient: true }],
    });
    const [user] = users;
    const [app] = applications;
    if (user === undefined || app === undefined) throw new Error('the embedded emulator seeded nothing');
    await emulator.control.createApplication({
      id: app.id,
      redirectUris: [`discord-${app.id}:/authorize/callback`],
    });
    await emulator.control.setConsent('page', user.id);
    return { emulator, baseUrl: emulator.url, appId: app.id, playerId: user.id };
  } catch (error) {
    await emulator.close();
    throw error;
  }
}
