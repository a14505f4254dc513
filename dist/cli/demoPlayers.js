import { ClientStatus } from '../client/clientStatus.js';
import { RelationshipGroupType, RelationshipType } from '../model/index.js';
const WAIT_MS = 10_000;
/**
 * A callback's result as a reader understands it: `succeeded`, or `failed` with the library's error type
 * and description (`ToString()` alone says `None` for a success, which reads as nothing happened).
 */
export function resultText(result) {
    return result.Successful() ? 'succeeded' : `failed (${result.ToString()}: ${result.Error()})`;
}
/** Prints each lobby and message event of `player` as it arrives; resolves `seen(...)` waits. */
function narrate(player, seen) {
    const { client, name } = player;
    const say = (line) => console.log(`   [${name}] ${line}`);
    const lobbyEvents = [
        'lobbyCreated',
        'lobbyDeleted',
        'lobbyMemberAdded',
        'lobbyMemberRemoved',
    ];
    for (const event of lobbyEvents)
        client.on(event, (lobbyId, memberId) => {
            seen.add(`${name}:${event}:${lobbyId}:${memberId ?? ''}`);
            const who = memberId === undefined ? '' : ` ${displayName(client, memberId)}`;
            say(`event ${event}${who} (lobby ${lobbyId})`);
        });
    client.on('messageCreated', (messageId) => {
        seen.add(`${name}:messageCreated:${messageId}`);
        const message = client.GetMessageHandle(messageId);
        // The first message of a conversation may be the service's notice that it is visible on Discord
        // (DisclosureType set): no player wrote it, though it carries one as author.
        if (message?.DisclosureType() != null) {
            say(`event messageCreated: the service's notice in the direct messages (no player wrote it): "${message.Content()}"`);
            return;
        }
        const kind = message?.RecipientId() === '0' ? 'lobby message' : 'direct message';
        say(`event messageCreated: ${kind} from ${message?.Author()?.DisplayName() ?? '?'}: "${message?.Content()}"`);
    });
}
function displayName(client, userId) {
    return client.GetUser(userId)?.DisplayName() ?? `user ${userId}`;
}
/** Resolves once `done()` is true; fails after 10 s, naming `what`. */
async function waitFor(what, done) {
    const deadline = Date.now() + WAIT_MS;
    while (!done()) {
        if (Date.now() > deadline)
            throw new Error(`the demo waited 10 s for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
    }
}
/** Resolves once `key` was seen; fails after 10 s. */
function until(seen, key) {
    return waitFor(key, () => seen.has(key));
}
export async function playTogether(host, guest) {
    const seen = new Set();
    narrate(host, seen);
    narrate(guest, seen);
    const guestId = guest.client.GetCurrentUser().Id();
    const lobbyId = await host.client.CreateOrJoinLobbyWithMetadata('demo-lobby', { map: 'harbor' }, {});
    console.log(`   [${host.name}] CreateOrJoinLobbyWithMetadata -> lobby ${lobbyId}`);
    await new Promise((resolve, reject) => {
        void guest.client.CreateOrJoinLobby('demo-lobby', (result, id) => {
            console.log(`   [${guest.name}] CreateOrJoinLobby callback: ${resultText(result)}, lobby ${id}`);
            if (result.Successful())
                resolve();
            else
                reject(new Error(result.ToString()));
        });
    });
    await until(seen, `${host.name}:lobbyMemberAdded:${lobbyId}:${guestId}`);
    const lobby = host.client.GetLobbyHandle(lobbyId);
    console.log(`   lobby ${lobbyId}: map ${lobby?.Metadata().map}, members ${lobby?.LobbyMemberIds().length}`);
    for (const [from, content] of [
        [host, 'gg'],
        [guest, 'one more round?'],
        [host, 'sure, same map'],
    ]) {
        const messageId = await from.client.SendLobbyMessage(lobbyId, content);
        const other = from === host ? guest : host;
        await until(seen, `${other.name}:messageCreated:${messageId}`);
    }
    const history = await guest.client.GetLobbyMessagesWithLimit(lobbyId, 10);
    console.log(`   lobby history (newest first): ${history.map((m) => `"${m.Content()}"`).join(', ')}`);
    const dm = await host.client.SendUserMessage(guestId, 'psst: same time tomorrow?');
    await until(seen, `${guest.name}:messageCreated:${dm}`);
    const summaries = await guest.client.GetUserMessageSummaries();
    console.log(`   [${guest.name}] conversations: ${summaries.length}, last message ${summaries[0]?.LastMessageId()}`);
    await guest.client.LeaveLobby(lobbyId);
    await until(seen, `${host.name}:lobbyMemberRemoved:${lobbyId}:${guestId}`);
    console.log(`   lobby ${lobbyId} now has ${lobby?.LobbyMemberIds().length} member(s)`);
}
const GROUP_NAMES = ['OnlinePlayingGame', 'OnlineElsewhere', 'Offline'];
/** The friends list by group, in one line: `OnlinePlayingGame: Player Two | OnlineElsewhere: ...`. */
function friendsList(client) {
    return [
        RelationshipGroupType.OnlinePlayingGame,
        RelationshipGroupType.OnlineElsewhere,
        RelationshipGroupType.Offline,
    ]
        .map((group) => {
        const names = client.GetRelationshipsByGroup(group).map((r) => r.User()?.DisplayName() ?? r.Id());
        return `${GROUP_NAMES[group]}: ${names.join(', ') || '-'}`;
    })
        .join(' | ');
}
/** Prints each relationship event and friends-list move of `player`; resolves `seen(...)` waits. */
function narrateFriends(player, seen) {
    const { client, name } = player;
    const say = (line) => console.log(`   [${name}] ${line}`);
    client.on('relationshipCreated', (userId, isDiscord) => {
        const type = client.GetRelationshipHandle(userId).DiscordRelationshipType();
        const typeName = Object.entries(RelationshipType).find(([, value]) => value === type)?.[0];
        seen.add(`${name}:relationship:${userId}:${typeName}`);
        // Print the kind the event is about (a game friendship has no Discord type).
        const handle = client.GetRelationshipHandle(userId);
        const kindType = isDiscord ? type : handle.GameRelationshipType();
        const kindName = Object.entries(RelationshipType).find(([, value]) => value === kindType)?.[0];
        say(`event relationshipCreated ${displayName(client, userId)} (${isDiscord ? 'Discord' : 'game'}: ${kindName})`);
    });
    client.on('relationshipGroupsUpdated', (userId) => {
        const group = client
            .GetRelationshipsByGroup(RelationshipGroupType.OnlinePlayingGame)
            .some((r) => r.Id() === userId)
            ? 'OnlinePlayingGame'
            : 'elsewhere or offline';
        seen.add(`${name}:group:${userId}:${group}`);
        say(`event relationshipGroupsUpdated ${displayName(client, userId)} -> ${friendsList(client)}`);
    });
}
/**
 * Host and guest become Discord friends: the host asks by username, the guest accepts (callback style),
 * and each sees the other in the game; the guest reconnects and the host sees them come online again.
 */
export async function becomeFriends(host, guest, guestUsername) {
    const seen = new Set();
    narrateFriends(host, seen);
    narrateFriends(guest, seen);
    const hostId = host.client.GetCurrentUser().Id();
    const guestId = guest.client.GetCurrentUser().Id();
    console.log(`   [${host.name}] friends list at sign-in: ${friendsList(host.client)}`);
    await host.client.SendDiscordFriendRequest(guestUsername);
    console.log(`   [${host.name}] SendDiscordFriendRequest("${guestUsername}") sent`);
    await until(seen, `${guest.name}:relationship:${hostId}:PendingIncoming`);
    await new Promise((resolve, reject) => {
        void guest.client.AcceptDiscordFriendRequest(hostId, (result) => {
            console.log(`   [${guest.name}] AcceptDiscordFriendRequest callback: ${resultText(result)}`);
            if (result.Successful())
                resolve();
            else
                reject(new Error(result.ToString()));
        });
    });
    await until(seen, `${host.name}:group:${guestId}:OnlinePlayingGame`);
    await until(seen, `${guest.name}:group:${hostId}:OnlinePlayingGame`);
    console.log(`   [${guest.name}] leaves the game (Disconnect), then comes back (Connect)`);
    guest.client.Disconnect();
    await until(seen, `${host.name}:group:${guestId}:elsewhere or offline`);
    seen.delete(`${host.name}:group:${guestId}:OnlinePlayingGame`);
    guest.client.Connect();
    await until(seen, `${host.name}:group:${guestId}:OnlinePlayingGame`);
    await waitFor(`${guest.name} Ready`, () => guest.client.GetStatus() === ClientStatus.Ready);
    const found = host.client.SearchFriendsByUsername(guestUsername.slice(0, 3));
    console.log(`   [${host.name}] SearchFriendsByUsername("${guestUsername.slice(0, 3)}"): ${found.map((u) => u.DisplayName()).join(', ')}`);
}
