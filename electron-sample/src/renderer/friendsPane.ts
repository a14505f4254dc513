/**
 * The friends pane of the shell: the three groups with a status dot per friend and what they show in
 * this game, "Invite" (while the player is in a lobby) and "Ask to join" (on a joinable friend), the
 * invites that arrive (Join or Approve), the pending requests (accept or decline the incoming ones), and
 * "Add friend" by username. Like the rest of the page it
 * builds text with textContent only: names come from other players. A redraw waits for a press on the
 * pane to end, so a status change never swallows a click (pressGuard.ts).
 */
import type {
  CallResult,
  FriendRequestView,
  FriendsView,
  FriendView,
  GameApi,
  InviteView,
  LobbyView,
} from '../common/gameApi.js';
import { PressGuard } from './pressGuard.js';

/** Runs a call and shows its failure; the shell provides it. */
export type RunCall = <T>(work: Promise<CallResult<T>>) => Promise<T | undefined>;

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`the page has no #${id}`);
  return found as T;
}

const STATUS_TITLES: Record<FriendView['status'], string> = {
  online: 'online',
  idle: 'idle',
  dnd: 'do not disturb',
  offline: 'offline',
};

function button(text: string, className: string, onClick: () => void): HTMLButtonElement {
  const made = document.createElement('button');
  made.type = 'button';
  made.className = className;
  made.textContent = text;
  made.addEventListener('click', onClick);
  return made;
}

export class FriendsPane {
  readonly #game: GameApi;
  readonly #run: RunCall;
  /** Shows the lobby a Join landed in (the shell's lobby view). */
  readonly #joined: (lobby: LobbyView) => void;
  #view: FriendsView | undefined;
  readonly #guard = new PressGuard(element('friends'));
  /** Whether the player is in a lobby: friends can then be invited to it. */
  #inLobby = false;

  constructor(game: GameApi, run: RunCall, joined: (lobby: LobbyView) => void) {
    this.#game = game;
    this.#run = run;
    this.#joined = joined;
    element<HTMLFormElement>('add-friend-form').addEventListener('submit', async (event) => {
      event.preventDefault();
      const input = element<HTMLInputElement>('friend-username');
      const sent = await this.#run(this.#game.addFriend(input.value));
      if (sent === undefined) return;
      input.value = '';
    });
  }

  show(view: FriendsView): void {
    this.#view = view;
    this.#guard.draw(() => this.#draw(view));
  }

  #draw(view: FriendsView): void {
    this.#fillGroup('friends-playing', view.playing);
    this.#fillGroup('friends-elsewhere', view.elsewhere);
    this.#fillGroup('friends-offline', view.offline);
    element('friend-requests').replaceChildren(...view.requests.map((request) => this.#requestItem(request)));
  }

  /** The player joined or left a lobby: the Invite buttons follow. */
  setInLobby(inLobby: boolean): void {
    this.#inLobby = inLobby;
    if (this.#view !== undefined) this.show(this.#view);
  }

  /** An invite to answer: Join (accept, and land in the lobby) or Approve (a friend asking to join). */
  showInvite(invite: InviteView): void {
    const item = document.createElement('li');
    item.textContent =
      invite.kind === 'join' ? `${invite.fromName} invites you` : `${invite.fromName} asks to join`;
    item.append(
      button(invite.kind === 'join' ? 'Join' : 'Approve', 'primary', async () => {
        item.remove();
        const lobby = await this.#run(this.#game.answerInvite(invite.messageId));
        if (lobby) this.#joined(lobby);
      }),
    );
    element('invites').append(item);
  }

  #fillGroup(id: string, friends: readonly FriendView[]): void {
    const list = element<HTMLUListElement>(id);
    list.replaceChildren(...friends.map((friend) => this.#friendItem(friend)));
    // An empty group keeps its heading but says so, rather than leaving a gap.
    list.dataset.empty = friends.length === 0 ? 'true' : 'false';
  }

  #friendItem(friend: FriendView): HTMLLIElement {
    const item = document.createElement('li');
    item.dataset.userId = friend.id;
    const dot = document.createElement('span');
    dot.className = `dot ${friend.status}`;
    dot.title = STATUS_TITLES[friend.status];
    const name = document.createElement('b');
    name.textContent = friend.name;
    const detail = document.createElement('span');
    detail.className = 'activity';
    detail.textContent = friend.activity ?? (friend.discord ? '' : 'game friend');
    item.append(dot, name, detail);
    if (this.#inLobby && friend.status !== 'offline') {
      item.append(button('Invite', 'quiet invite', () => void this.#run(this.#game.invite(friend.id))));
    }
    if (friend.joinable) {
      item.append(button('Ask to join', 'quiet ask', () => void this.#run(this.#game.askToJoin(friend.id))));
    }
    return item;
  }

  #requestItem(request: FriendRequestView): HTMLLIElement {
    const item = document.createElement('li');
    item.dataset.userId = request.id;
    if (request.direction === 'outgoing') {
      item.append(request.name, ' (request sent)');
      return item;
    }
    const accept = button('Accept', '', () => void this.#run(this.#game.acceptFriend(request.id)));
    const decline = button('Decline', 'quiet', () => void this.#run(this.#game.declineFriend(request.id)));
    item.append(request.name, ' wants to be friends ', accept, decline);
    return item;
  }
}
