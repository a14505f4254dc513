/**
 * The demo's friends part (`npm start`, src/cli/demoPlayers.ts): the two players add each other by
 * username, accept, and see each other come online; the seeded friend shows under OnlineElsewhere.
 * Then its rich presence part (src/cli/demoInvites.ts): player one shows their lobby, player two sees
 * it (without the secret), asks to join, is approved, accepts and lands in the same lobby.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/native/loader.js';

const run = promisify(execFile);

describe('the demo', () => {
  it('shows two players becoming friends, the friends list by group, and a join by invite', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'demo'], {
      cwd: PACKAGE_ROOT,
      timeout: 60_000,
    });
    for (const line of [
      /\[player\] friends list at sign-in: OnlinePlayingGame: - \| OnlineElsewhere: Old Friend \| Offline: -/,
      /\[rival\] event relationshipCreated Player One \(Discord: PendingIncoming\)/,
      /\[rival\] AcceptDiscordFriendRequest callback: succeeded/,
      /\[player\] event relationshipGroupsUpdated Player Two -> OnlinePlayingGame: Player Two \| OnlineElsewhere: Old Friend/,
      /\[rival\] event relationshipGroupsUpdated Player One -> OnlinePlayingGame: Player One/,
      /\[rival\] leaves the game \(Disconnect\), then comes back \(Connect\)/,
      /Player Two -> OnlinePlayingGame: - \| OnlineElsewhere: Old Friend \| Offline: Player Two/,
      /SearchFriendsByUsername\("riv"\): Player Two\n/,
      /\[player\] UpdateRichPresence: "In lobby, 1 of 4", joinable \(lobby (\d+)\)/,
      /\[rival\] sees player's GameActivity: Demo Game: Capture the flag, harbor, In lobby, 1 of 4 \(\d+ s elapsed; secret shown: false\)/,
      /\[rival\] SendActivityJoinRequest\(player\) sent/,
      /\[player\] ActivityInviteCreated: a join request from rival; approving/,
      /\[player\] SendActivityJoinRequestReply callback: succeeded/,
      /\[rival\] ActivityInviteCreated: a Join invite from player, valid true/,
      /\[rival\] AcceptActivityInvite -> join secret \(16 characters\); CreateOrJoinLobby -> lobby \d+: the same lobby/,
      /\[player\] UpdateRichPresence: "In lobby, 2 of 4"/,
      /demo complete/,
    ])
      expect(stdout).toMatch(line);
  }, 90_000);
});
