/**
 * The demo's rich presence and invite part: the host shows "In lobby, 1 of 4" with the elapsed time and
 * the lobby's secret as the join secret; the guest sees it in the friends list, asks to join; the host
 * approves (callback style); the guest accepts the invite, and lands in the host's lobby by the secret
 * (Promise style). Every wait is bounded and follows an event.
 */
import { Activity, ActivityParty, ActivitySecrets, ActivityTimestamps } from '../client/activity.js';
import type { ActivityInvite } from '../client/activityInvite.js';
import type { Client } from '../client/Client.js';
import { ActivityActionTypes, ActivityTypes } from '../model/activity.js';
import { type DemoPlayer, resultText } from './demoPlayers.js';

const WAIT_MS = 10_000;
const LOBBY_SECRET = 'demo-party-lobby';

/** "In lobby, n of 4" since `since`, joinable by the lobby's secret. */
function inLobby(members: number, since: number): Activity {
  const activity = new Activity();
  activity.SetType(ActivityTypes.Playing);
  activity.SetDetails('Capture the flag, harbor');
  activity.SetState('In lobby');
  const party = new ActivityParty();
  party.SetId('demo-party');
  party.SetCurrentSize(members);
  party.SetMaxSize(4);
  activity.SetParty(party);
  const secrets = new ActivitySecrets();
  secrets.SetJoin(LOBBY_SECRET);
  activity.SetSecrets(secrets);
  const timestamps = new ActivityTimestamps();
  timestamps.SetStart(since);
  activity.SetTimestamps(timestamps);
  return activity;
}

/** The first value `subscribe` hands to its callback for which `accept` is true; fails after 10 s. */
function next<T>(
  what: string,
  subscribe: (callback: (value: T) => void) => void,
  accept: (value: T) => boolean,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the demo waited 10 s for ${what}`)), WAIT_MS);
    subscribe((value) => {
      if (!accept(value)) return;
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** How a friend's activity reads in one line. */
function describeActivity(client: Client, userId: string): string | undefined {
  const activity = client.GetUser(userId)?.GameActivity();
  const party = activity?.Party();
  if (!activity || !party) return undefined;
  const elapsed = Math.max(
    0,
    Math.round((Date.now() - (activity.Timestamps()?.Start() ?? Date.now())) / 1000),
  );
  return `${activity.Name()}: ${activity.Details()}, ${activity.State()}, ${party.CurrentSize()} of ${party.MaxSize()} (${elapsed} s elapsed; secret shown: ${activity.Secrets() !== null})`;
}

export async function joinByInvite(host: DemoPlayer, guest: DemoPlayer): Promise<void> {
  const hostId = host.client.GetCurrentUser().Id();
  const since = Date.now();

  const lobbyId = await host.client.CreateOrJoinLobby(LOBBY_SECRET);
  const seen = next<string>(
    "the host's rich presence",
    (callback) => guest.client.on('userUpdated', callback),
    (userId) => userId === hostId && describeActivity(guest.client, hostId) !== undefined,
  );
  await host.client.UpdateRichPresence(inLobby(1, since));
  console.log(`   [${host.name}] UpdateRichPresence: "In lobby, 1 of 4", joinable (lobby ${lobbyId})`);
  await seen;
  console.log(
    `   [${guest.name}] sees ${host.name}'s GameActivity: ${describeActivity(guest.client, hostId)}`,
  );

  // Callback style: the host approves the join request as it arrives.
  const approved = new Promise<void>((resolve, reject) => {
    host.client.SetActivityInviteCreatedCallback((invite) => {
      if (invite.Type() !== ActivityActionTypes.JoinRequest) return;
      console.log(`   [${host.name}] ActivityInviteCreated: a join request from ${guest.name}; approving`);
      host.client.SendActivityJoinRequestReply(invite, (result) => {
        console.log(`   [${host.name}] SendActivityJoinRequestReply callback: ${resultText(result)}`);
        if (result.Successful()) resolve();
        else reject(new Error(result.ToString()));
      });
    });
  });
  const invited = next<ActivityInvite>(
    'the invite',
    (callback) => guest.client.on('activityInviteCreated', callback),
    (invite) => invite.Type() === ActivityActionTypes.Join && invite.SenderId() === hostId,
  );
  await guest.client.SendActivityJoinRequest(hostId);
  console.log(`   [${guest.name}] SendActivityJoinRequest(${host.name}) sent`);
  await approved;
  const invite = await invited;
  console.log(
    `   [${guest.name}] ActivityInviteCreated: a Join invite from ${host.name}, valid ${invite.IsValid()}`,
  );

  // Promise style: accept, then the join loop's last step, the lobby by its secret.
  const secret = await guest.client.AcceptActivityInvite(invite);
  // The host counts the members once its own gateway says the guest arrived: the join's answer may
  // reach the guest before that event reaches the host.
  const guestId = guest.client.GetCurrentUser().Id();
  const arrived = next<string>(
    `${guest.name} in ${host.name}'s lobby`,
    (callback) =>
      host.client.on('lobbyMemberAdded', (lobby, member) => {
        if (lobby === lobbyId) callback(member);
      }),
    (member) => member === guestId,
  );
  arrived.catch(() => undefined); // awaited below; a failed join must not leave it unhandled
  const joined = await guest.client.CreateOrJoinLobby(secret);
  console.log(
    `   [${guest.name}] AcceptActivityInvite -> join secret (${secret.length} characters); CreateOrJoinLobby -> lobby ${joined}: ${joined === lobbyId ? 'the same lobby' : 'a different lobby'}`,
  );
  if (joined !== lobbyId) throw new Error('the invite did not lead to the host lobby');
  await arrived;
  const members = host.client.GetLobbyHandle(lobbyId)?.LobbyMemberIds().length ?? 0;
  await host.client.UpdateRichPresence(inLobby(members, since));
  console.log(`   [${host.name}] UpdateRichPresence: "In lobby, ${members} of 4"`);
  await guest.client.LeaveLobby(lobbyId);
  host.client.ClearRichPresence();
}
