/**
 * A test player: a real `Client`, signed in against the emulator by the fixtures, plus what a test needs
 * around it: who it is (`id`, `name`), bounded waits on its events (`next`, `until`), connecting until
 * Ready, joining a lobby it leaves again at cleanup, and `close()` (also `await using`).
 */
import { Client, ClientStatus } from '../client/Client.js';
import { ClientResultError } from '../client/results.js';
import { EventRecord } from './playerEvents.js';
/**
 * A signed-in `Client` handed out by `players()`: every `Client` call works on it, and it records its
 * events from the moment it is handed over so that `next` never misses one that came early.
 *
 * @example
 * const [ana, ben] = await players(2, { friends: true, lobby: 'room' });
 * await ana.SendLobbyMessage(ana.lobbyId, 'gg');
 * const [messageId] = await ben.next('MessageCreated');
 */
export class TestPlayer extends Client {
    /** The name it was made with: the username (signed in), or the provisional account's display name. */
    name;
    #id = '';
    #events;
    #timeoutMs;
    /** Lobbies joined through {@link TestPlayer.joinLobby}, left again by {@link TestPlayer.close}. */
    #lobbies = [];
    #closed = false;
    constructor(setup) {
        super(setup.client);
        this.name = setup.name;
        this.#timeoutMs = setup.timeoutMs;
        this.#events = new EventRecord(this, setup.name, setup.timeoutMs, setup.client.callbackMode === 'pumped');
    }
    /** @internal Makes a player and signs it in (the fixtures' `players()` calls this). */
    static async signedIn(setup) {
        const player = new TestPlayer(setup);
        player.#id = await setup.signIn(player);
        return player;
    }
    /** The player's user id (snowflake). */
    get id() {
        return this.#id;
    }
    /** The lobby it last joined through {@link TestPlayer.joinLobby} (or the `lobby` option), else undefined. */
    get lobbyId() {
        return this.#lobbies.at(-1);
    }
    /**
     * Takes the oldest event of that name that no earlier `next` took, waiting for it if it has not come yet.
     * Events are recorded from the moment the player is handed over, so one that arrived before the call
     * (a peer's dispatch racing the sender's own answer) is not missed.
     *
     * @param event - `MessageCreated` (the C++ callback's name) or `messageCreated` (the `on(...)` name).
     * @param options - `where` to take only a matching event, `timeoutMs` for the bound.
     * @returns the event's values (`[messageId]` for MessageCreated).
     * @throws Error naming the player, the event and the bound, with what it heard instead, after `timeoutMs`.
     * @example
     * const [, memberId] = await ben.next('LobbyMemberAdded', { where: (lobby) => lobby === lobbyId });
     */
    next(event, options) {
        return this.#events.next(event, options);
    }
    /**
     * Resolves once `check` is true: at once, or after one of the events that follow (no polling).
     * @param check - reads the client's state (`() => ben.GetUser(ana.id)?.Status() === StatusType.Idle`).
     * @param what - what is awaited, for the failure message.
     * @throws Error naming the player and `what` after `timeoutMs`.
     */
    until(check, what, options) {
        return this.#events.until(check, what, options);
    }
    /** Forgets the events heard so far: the next `next` waits for one that comes after this call. */
    clearEvents() {
        this.#events.clear();
    }
    /**
     * Connects (if not connected) and resolves once the status is Ready.
     * @throws Error naming the player and its status if it is not Ready within the fixtures' bound.
     */
    async connectUntilReady() {
        if (this.GetStatus() === ClientStatus.Ready)
            return;
        if (this.GetStatus() === ClientStatus.Disconnected)
            this.Connect();
        await this.until(() => this.GetStatus() === ClientStatus.Ready, `status Ready (now ${this.GetStatus()})`);
    }
    /**
     * `CreateOrJoinLobby(secret)`, remembered: {@link TestPlayer.close} leaves it again, so a lobby secret a
     * test file reuses starts empty in the next test.
     * @returns the lobby's id.
     */
    async joinLobby(secret) {
        const lobbyId = await this.CreateOrJoinLobby(secret);
        if (!this.#lobbies.includes(lobbyId))
            this.#lobbies.push(lobbyId);
        return lobbyId;
    }
    /**
     * Leaves the lobbies joined through {@link TestPlayer.joinLobby}, disconnects and waits until
     * Disconnected. Safe to call twice; the fixtures call it after each test (or at the end).
     */
    async close() {
        if (this.#closed)
            return;
        this.#closed = true;
        if (this.GetStatus() === ClientStatus.Ready) {
            for (const lobbyId of this.#lobbies) {
                // The test may have left already, or ended the player's session or account: nothing to undo then.
                await this.LeaveLobby(lobbyId).catch((error) => {
                    if (!(error instanceof ClientResultError))
                        throw error;
                });
            }
        }
        this.AbortPendingRequests();
        if (this.GetStatus() === ClientStatus.Disconnected) {
            // Never connected to the service, the player may still hold the Discord app's socket: Disconnect ends it.
            this.Disconnect();
            return;
        }
        this.Disconnect();
        await this.until(() => this.GetStatus() === ClientStatus.Disconnected, 'status Disconnected', {
            timeoutMs: this.#timeoutMs,
        });
    }
    /** `await using ana = ...`: {@link TestPlayer.close}. */
    async [Symbol.asyncDispose]() {
        await this.close();
    }
}
