/**
 * The shell's rich presence and invites, on the Client's own calls: the player's lobby shown as their
 * rich presence (joinable by its secret), "Invite" and "Ask to join", and the invites that arrive, which
 * the page answers: a Join invite is accepted and its secret joins the lobby (the join loop), a join
 * request is approved. The friends list itself is friendsService.ts.
 */
import {
  Activity,
  ActivityActionTypes,
  type ActivityInvite,
  ActivityParty,
  ActivitySecrets,
  ActivityTimestamps,
  type Client,
  ClientStatus,
} from 'social-sdk';
import type { GameEvent, InviteView, LobbyView } from '../common/gameApi.js';
import type { LobbyService } from './lobbyService.js';

/** How many fit in a lobby, as the rich presence shows it. */
export const LOBBY_SIZE = 8;

export class InvitesService {
  readonly #client: Client;
  readonly #lobbies: LobbyService;
  readonly #emit: (event: GameEvent) => void;
  /** Invites the page may answer, by message id. */
  readonly #invites = new Map<string, ActivityInvite>();
  /** The lobby shown as the player's rich presence, and its secret; undefined when none. */
  #shown: { secret: string; lobby: LobbyView; since: number } | undefined;

  constructor(client: Client, lobbies: LobbyService, emit: (event: GameEvent) => void) {
    this.#client = client;
    this.#lobbies = lobbies;
    this.#emit = emit;
    client.on('activityInviteCreated', (invite) => this.#arrived(invite));
    // The party's size follows the lobby's members (updates are coalesced by the SDK). A callback runs
    // after its event: by then the client may be reconnecting (a guest linking an account), and its
    // handles are read only while it is ready.
    const resized = (lobbyId: string) => {
      const shown = this.#shown;
      if (shown?.lobby.id !== lobbyId || client.GetStatus() !== ClientStatus.Ready) return;
      const members = client.GetLobbyHandle(lobbyId)?.LobbyMemberIds().length;
      if (members === undefined) return;
      void this.#publish(shown, members).catch(() => undefined);
    };
    client.on('lobbyMemberAdded', resized);
    client.on('lobbyMemberRemoved', resized);
  }

  /** The secret of the lobby shown as the player's rich presence, if any. */
  get lobbySecret(): string | undefined {
    return this.#shown?.secret;
  }

  /** The player is in a lobby: show it as their rich presence, joinable by its secret. */
  async showLobby(secret: string, lobby: LobbyView): Promise<void> {
    this.#shown = { secret, lobby, since: Date.now() };
    await this.#publish(this.#shown, lobby.members.length);
  }

  /** The lobby as rich presence: "In lobby, n of 8" since it was joined, joinable by its secret. */
  async #publish(shown: { secret: string; lobby: LobbyView; since: number }, members: number): Promise<void> {
    const activity = new Activity();
    activity.SetState('In lobby');
    activity.SetDetails('Starfall Skirmish');
    const party = new ActivityParty();
    party.SetId(shown.lobby.id);
    party.SetCurrentSize(members);
    party.SetMaxSize(LOBBY_SIZE);
    activity.SetParty(party);
    const secrets = new ActivitySecrets();
    secrets.SetJoin(shown.secret);
    activity.SetSecrets(secrets);
    const since = new ActivityTimestamps();
    since.SetStart(shown.since);
    activity.SetTimestamps(since);
    await this.#client.UpdateRichPresence(activity);
  }

  /** The player left their lobby: nothing to join any more. */
  hideLobby(): void {
    this.#shown = undefined;
    this.#client.ClearRichPresence();
  }

  async invite(userId: string): Promise<null> {
    await this.#client.SendActivityInvite(userId, '');
    return null;
  }

  async askToJoin(userId: string): Promise<null> {
    await this.#client.SendActivityJoinRequest(userId);
    return null;
  }

  /** A Join invite: accepted, and its secret joins the lobby. A join request: approved. */
  async answer(messageId: string): Promise<LobbyView | null> {
    const invite = this.#invites.get(messageId);
    if (invite === undefined)
      throw new Error('answerInvite: no such invite (it was answered, or never came)');
    this.#invites.delete(messageId);
    if (invite.Type() === ActivityActionTypes.JoinRequest) {
      await this.#client.SendActivityJoinRequestReply(invite);
      return null;
    }
    const secret = await this.#client.AcceptActivityInvite(invite);
    const lobby = await this.#lobbies.join(secret);
    await this.showLobby(secret, lobby);
    return lobby;
  }

  #arrived(invite: ActivityInvite): void {
    this.#invites.set(invite.MessageId(), invite);
    const view: InviteView = {
      messageId: invite.MessageId(),
      fromName: this.#client.GetUser(invite.SenderId())?.DisplayName() ?? 'someone',
      kind: invite.Type() === ActivityActionTypes.JoinRequest ? 'request' : 'join',
    };
    this.#emit({ type: 'invite', invite: view });
  }
}
