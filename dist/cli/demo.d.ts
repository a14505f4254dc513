/**
 * `npm start` / `social-sdk demo`: the SDK end to end against the embedded emulator, with no network.
 *
 * A game signs its player in (PKCE, loopback redirect, verified ID token), connects to the gateway,
 * befriends another player by username (a friend from before shows online elsewhere), joins a lobby and chats (its events arriving over the connection), shows its rich presence and
 * brings the friend into its lobby by a join request, an invite and its secret, keeps its token fresh and finally
 * revokes it; its backend keeps the game's slash commands in sync without spending daily creates twice,
 * and answers a slash command and an autocomplete that the emulator delivers to its interactions
 * endpoint. The "browser" is scripted: it loads the authorize URL, the emulator's
 * consent is set to approve, and the redirect is delivered to the SDK's loopback receiver, exactly as a real
 * browser would. With `--browser`, the OS browser opens the emulator's real consent page instead.
 *
 * Secrets (tokens, codes, verifiers, client secrets) are never printed.
 */
export declare const DEMO_CLI: {
    usage: string;
    help: string;
    options: {
        browser: {
            type: "boolean";
        };
        device: {
            type: "boolean";
        };
    };
};
export declare function runDemo(args: readonly string[]): Promise<number>;
