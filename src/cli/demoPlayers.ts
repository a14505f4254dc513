/**
 * The demo's two players on the Client: both connected, they meet in a lobby, see each other join and
 * chat live (events printed as they arrive), one sends the other a direct message, one leaves and the
 * other sees it. Every wait is bounded.
 */
import type { Client, SocialEvents } from '../client/Client.js';

/** A connected client and the name the demo prints for it. */
export interface DemoPlayer {
  readonly name: string;
  readonly client: Client;
}

const WAIT_MS = 10_000;

/** Prints each lobby and message event of `player` as it arrives; resolves `seen(...)` waits. */
function narrate(player: DemoPlayer, seen: Set<string>): void {
  const { client, name } = player;
  const say = (line: string) => console.log(`   [${name}] ${line}`);
  const lobbyEvents: (keyof SocialEvents)[] = [
    'lobbyCreated',
    'lobbyDeleted',
    'lobbyMemberAdded',
    'lobbyMemberRemoved',
  ];
  for (const event of lobbyEvents)
    client.on(event, (lobbyId: string, memberId?: string) => {
      seen.add(`${name}:${event}:${lobbyId}:${memberId ?? ''}`);
      const who = memberId === undefined ? '' : ` ${displayName(client, memberId)}`;
      say(`event ${event}${who} (lobby ${lobbyId})`);
    });
  client.on('messageCreated', (messageId) => {
    seen.add(`${name}:messageCreated:${messageId}`);
    const message = client.GetMessageHandle(messageId);
    const kind = message?.RecipientId() === '0' ? 'lobby message' : 'direct message';
    say(
      `event messageCreated: ${kind} from ${message?.Author()?.DisplayName() ?? '?'}: "${message?.Content()}"`,
    );
  });
}

function displayName(client: Client, userId: string): string {
  return client.GetUser(userId)?.DisplayName() ?? `user ${userId}`;
}

/** Resolves once `key` was seen; fails after 10 s. */
async function until(seen: Set<string>, key: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!seen.has(key)) {
    if (Date.now() > deadline) throw new Error(`the demo waited 10 s for ${key}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export async function playTogether(host: DemoPlayer, guest: DemoPlayer): Promise<void> {
  const seen = new Set<string>();
  narrate(host, seen);
  narrate(guest, seen);
  const guestId = guest.client.GetCurrentUser().Id();

  const lobbyId = await host.client.CreateOrJoinLobbyWithMetadata('demo-lobby', { map: 'harbor' }, {});
  console.log(`   [${host.name}] CreateOrJoinLobbyWithMetadata -> lobby ${lobbyId}`);
  await new Promise<void>((resolve, reject) => {
    void guest.client.CreateOrJoinLobby('demo-lobby', (result, id) => {
      console.log(`   [${guest.name}] CreateOrJoinLobby callback: ${result.ToString()}, lobby ${id}`);
      if (result.Successful()) resolve();
      else reject(new Error(result.ToString()));
    });
  });
  await until(seen, `${host.name}:lobbyMemberAdded:${lobbyId}:${guestId}`);
  const lobby = host.client.GetLobbyHandle(lobbyId);
  console.log(`   lobby ${lobbyId}: map ${lobby?.Metadata().map}, members ${lobby?.LobbyMemberIds().length}`);

  for (const [from, content] of [
    [host, 'gg'],
    [guest, 'one more round?'],
    [host, 'sure, same map'],
  ] as const) {
    const messageId = await from.client.SendLobbyMessage(lobbyId, content);
    const other = from === host ? guest : host;
    await until(seen, `${other.name}:messageCreated:${messageId}`);
  }
  const history = await guest.client.GetLobbyMessagesWithLimit(lobbyId, 10);
  console.log(`   lobby history (newest first): ${history.map((m) => `"${m.Content()}"`).join(', ')}`);

  const dm = await host.client.SendUserMessage(guestId, 'psst: same time tomorrow?');
  await until(seen, `${guest.name}:messageCreated:${dm}`);
  const summaries = await guest.client.GetUserMessageSummaries();
  console.log(
    `   [${guest.name}] conversations: ${summaries.length}, last message ${summaries[0]?.last_message_id}`,
  );

  await guest.client.LeaveLobby(lobbyId);
  await until(seen, `${host.name}:lobbyMemberRemoved:${lobbyId}:${guestId}`);
  console.log(`   lobby ${lobbyId} now has ${lobby?.LobbyMemberIds().length} member(s)`);
}
