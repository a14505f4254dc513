/**
 * The emulator inside the main process, so the sample runs with no account and no network: one
 * application whose redirect is `discord-<id>:/authorize/callback`, one player, a friend of theirs from
 * before who is online on another device (so the friends pane has someone in it), and the consent page
 * shown in the system browser like the real service's. Guests (players without an account) are known by
 * an identity of the game's own: here the emulator's built-in OIDC test issuer stands in for the game's
 * identity provider (a real game uses its own accounts, Steam, Epic, ...).
 */
import { randomUUID } from 'node:crypto';
import { startEmulator } from 'social-sdk/emulator';
export async function startEmbeddedService(playerName = 'player one') {
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
        return {
            emulator,
            baseUrl: emulator.url,
            appId: app.id,
            playerId: user.id,
            friendId: friend.id,
            guestCredential: () => emulator.control.provisional.mintIdToken(app.id, { sub: guestId, preferred_username: 'Guest pilot' }),
        };
    }
    catch (error) {
        await emulator.close();
        throw error;
    }
}
//# sourceMappingURL=embeddedService.js.map