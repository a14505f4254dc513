/**
 * The friends pane of the shell: the three groups with a status dot per friend, the pending requests
 * (accept or decline the incoming ones), and "Add friend" by username. Like the rest of the page it
 * builds text with textContent only: names come from other players.
 */
import type { CallResult, FriendRequestView, FriendsView, FriendView, GameApi } from '../common/gameApi.js';

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

function friendItem(friend: FriendView): HTMLLIElement {
  const item = document.createElement('li');
  item.dataset.userId = friend.id;
  const dot = document.createElement('span');
  dot.className = `dot ${friend.status}`;
  dot.title = STATUS_TITLES[friend.status];
  const kind = document.createElement('small');
  kind.textContent = friend.discord ? '' : ' (game friend)';
  item.append(dot, friend.name, kind);
  return item;
}

function fillGroup(id: string, friends: readonly FriendView[]): void {
  const list = element<HTMLUListElement>(id);
  list.replaceChildren(...friends.map(friendItem));
  // An empty group keeps its heading but says so, rather than leaving a gap.
  list.dataset.empty = friends.length === 0 ? 'true' : 'false';
}

export class FriendsPane {
  readonly #game: GameApi;
  readonly #run: RunCall;

  constructor(game: GameApi, run: RunCall) {
    this.#game = game;
    this.#run = run;
    element<HTMLFormElement>('add-friend-form').addEventListener('submit', async (event) => {
      event.preventDefault();
      const input = element<HTMLInputElement>('friend-username');
      const sent = await this.#run(this.#game.addFriend(input.value));
      if (sent === undefined) return;
      input.value = '';
    });
  }

  show(view: FriendsView): void {
    fillGroup('friends-playing', view.playing);
    fillGroup('friends-elsewhere', view.elsewhere);
    fillGroup('friends-offline', view.offline);
    element('friend-requests').replaceChildren(...view.requests.map((request) => this.#requestItem(request)));
  }

  #requestItem(request: FriendRequestView): HTMLLIElement {
    const item = document.createElement('li');
    item.dataset.userId = request.id;
    if (request.direction === 'outgoing') {
      item.append(request.name, ' (request sent)');
      return item;
    }
    const accept = document.createElement('button');
    accept.type = 'button';
    accept.textContent = 'Accept';
    accept.addEventListener('click', () => void this.#run(this.#game.acceptFriend(request.id)));
    const decline = document.createElement('button');
    decline.type = 'button';
    decline.className = 'quiet';
    decline.textContent = 'Decline';
    decline.addEventListener('click', () => void this.#run(this.#game.declineFriend(request.id)));
    item.append(request.name, ' wants to be friends ', accept, decline);
    return item;
  }
}
