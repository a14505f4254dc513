/**
 * The game shell's page. It knows the main process only through `window.game` (the preload's API) and
 * builds every piece of text with textContent, never HTML, because names and messages come from other
 * players.
 */
import type {
  CallResult,
  GameApi,
  GameEvent,
  LobbyView,
  MessageView,
  PlayerView,
} from '../common/gameApi.js';
import { Arena } from './arena.js';
import { FriendsPane } from './friendsPane.js';
import { VoicePanel } from './voicePanel.js';

const game = (window as unknown as { game: GameApi }).game;

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`the page has no #${id}`);
  return found as T;
}

const shell = element<HTMLElement>('shell');
const titleScreen = element<HTMLElement>('title-screen');
const hud = element<HTMLElement>('hud');
const lobbyPanel = element<HTMLElement>('lobby');
const chat = element<HTMLOListElement>('chat');
const shownMessages = new Set<string>();

function showError(where: 'title-error' | 'hud-error', text: string): void {
  element(where).textContent = text;
}

/** Runs a call; on failure shows its sentence and answers undefined. */
async function call<T>(
  where: 'title-error' | 'hud-error',
  work: Promise<CallResult<T>>,
): Promise<T | undefined> {
  const result = await work;
  if (result.ok) {
    showError(where, '');
    return result.value;
  }
  showError(where, result.error);
  return undefined;
}

const friendsPane = new FriendsPane(
  game,
  (work) => call('hud-error', work),
  async (lobby) => {
    showLobby(lobby);
    for (const message of (await call('hud-error', game.history())) ?? []) showMessage(message);
  },
);

const voicePanel = new VoicePanel(game, (work) => call('hud-error', work));

function showPlayer(player: PlayerView | null): void {
  const signedIn = player !== null;
  shell.dataset.screen = signedIn ? 'lobby' : 'title';
  titleScreen.hidden = signedIn;
  hud.hidden = !signedIn;
  element('player-name').textContent = player?.name ?? '';
  element('guest-note').hidden = player?.provisional !== true;
  element('avatar').textContent = (player?.name ?? '').trim().charAt(0).toUpperCase();
  if (signedIn) element('secret').focus();
  else element('sign-in').focus();
}

function showLobby(lobby: LobbyView | null): void {
  friendsPane.setInLobby(lobby !== null);
  voicePanel.setInLobby(lobby !== null);
  lobbyPanel.hidden = lobby === null;
  element('join-form').hidden = lobby !== null;
  if (lobby === null) {
    chat.replaceChildren();
    shownMessages.clear();
    return;
  }
  element('lobby-id').textContent = `#${lobby.id.slice(-6)}`;
  element('members').replaceChildren(
    ...lobby.members.map((member) => {
      const item = document.createElement('li');
      const dot = document.createElement('span');
      dot.className = member.connected ? 'dot on' : 'dot';
      dot.title = member.connected ? 'connected' : 'away';
      item.append(dot, member.name);
      return item;
    }),
  );
}

function showMessage(message: MessageView): void {
  if (shownMessages.has(message.id)) return;
  shownMessages.add(message.id);
  const item = document.createElement('li');
  const author = document.createElement('b');
  author.textContent = message.authorName;
  item.append(author, `: ${message.content}`);
  chat.append(item);
  chat.scrollTop = chat.scrollHeight;
}

function onEvent(event: GameEvent): void {
  switch (event.type) {
    case 'status':
      element('status').textContent = event.status;
      return;
    case 'player':
      showPlayer(event.player);
      if (event.player === null) showLobby(null);
      return;
    case 'lobby':
      showLobby(event.lobby);
      return;
    case 'message':
      showMessage(event.message);
      return;
    case 'friends':
      friendsPane.show(event.friends);
      return;
    case 'invite':
      friendsPane.showInvite(event.invite);
      return;
    case 'voice':
      voicePanel.show(event.voice, event.ended);
      return;
    case 'devices':
      voicePanel.showDevices(event.devices);
      return;
  }
}

game.onEvent(onEvent);

element('sign-in').addEventListener('click', async () => {
  const button = element<HTMLButtonElement>('sign-in');
  button.disabled = true;
  button.textContent = 'Waiting for your browser…';
  const player = await call('title-error', game.signIn());
  button.disabled = false;
  button.textContent = 'Sign in with Discord';
  if (player !== undefined) showPlayer(player);
});

element('play-as-guest').addEventListener('click', async () => {
  const button = element<HTMLButtonElement>('play-as-guest');
  button.disabled = true;
  const player = await call('title-error', game.playAsGuest());
  button.disabled = false;
  if (player !== undefined) showPlayer(player);
});

element('link-account').addEventListener('click', async () => {
  const button = element<HTMLButtonElement>('link-account');
  button.disabled = true;
  button.textContent = 'Waiting for your browser…';
  const player = await call('hud-error', game.linkAccount());
  button.disabled = false;
  button.textContent = 'Link Discord account';
  if (player !== undefined) showPlayer(player);
});

element('sign-out').addEventListener('click', () => void call('hud-error', game.signOut()));

element<HTMLFormElement>('join-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const secret = element<HTMLInputElement>('secret');
  const lobby = await call('hud-error', game.joinLobby(secret.value));
  if (lobby === undefined) return;
  showLobby(lobby);
  for (const message of (await call('hud-error', game.history())) ?? []) showMessage(message);
  element('message').focus();
});

element('leave').addEventListener('click', () => void call('hud-error', game.leaveLobby()));

element<HTMLFormElement>('chat-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const input = element<HTMLInputElement>('message');
  const sent = await call('hud-error', game.sendMessage(input.value));
  if (sent === undefined) return;
  showMessage(sent);
  input.value = '';
});

void call('title-error', game.status()).then((status) => {
  if (status !== undefined) element('status').textContent = status;
});
new Arena(element<HTMLCanvasElement>('arena')).start(() => game.frame());
