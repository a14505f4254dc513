import {
  AuthorizationArgs,
  Client,
  ClientResultError,
  ClientStatus,
  checkClientOptionKeys
} from "../chunk-HIRXTXB4.js";
import "../chunk-O67AVAP4.js";
import {
  AuthenticationExternalAuthType,
  AuthorizationTokenType,
  StatusType,
  checkOptionKeys,
  optionKeys
} from "../chunk-EYNRBFIB.js";
import "../chunk-3SR6KAXP.js";
import {
  __name
} from "../chunk-25XPD655.js";

// dist/testing/playersOptions.js
var MAX_PLAYERS = 50;
var PLAYERS_KEYS = optionKeys({
  friends: true,
  connected: true,
  lobby: true,
  signIn: true,
  names: true,
  client: true
});
function checkPlayersOptions(count, options, defaults = {}) {
  const fail = /* @__PURE__ */ __name((what, expected, received) => {
    throw new TypeError(`players: ${what}: expected ${expected}, received ${JSON.stringify(received)}`);
  }, "fail");
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > MAX_PLAYERS)
    fail("count", `an integer from 1 to ${MAX_PLAYERS}`, count);
  if (typeof options !== "object" || options === null)
    fail("options", "an object", options);
  checkOptionKeys(options, PLAYERS_KEYS, "players: options");
  const signIn = options.signIn ?? "authorize";
  if (signIn !== "authorize" && signIn !== "provisional")
    fail("options.signIn", '"authorize" or "provisional"', options.signIn);
  const friends = options.friends ?? false;
  if (friends !== true && friends !== false && friends !== "discord" && friends !== "game")
    fail("options.friends", 'a boolean, "discord" or "game"', options.friends);
  const kind = friends === true ? signIn === "provisional" ? "game" : "discord" : friends;
  if (kind === "discord" && signIn === "provisional")
    fail("options.friends", '"game" or true for provisional accounts (they have no Discord friends)', friends);
  const connected = options.connected ?? true;
  if (typeof connected !== "boolean")
    fail("options.connected", "a boolean", options.connected);
  const lobby = options.lobby;
  if (lobby !== void 0 && (typeof lobby !== "string" || lobby.length === 0))
    fail("options.lobby", "a non-empty lobby secret", lobby);
  if (lobby !== void 0 && !connected)
    fail("options.lobby", "connected players (connected: false was given)", lobby);
  const names = options.names === void 0 ? void 0 : [...options.names];
  if (names !== void 0) {
    if (names.length !== count)
      fail("options.names", `${String(count)} names, one per player`, options.names);
    names.forEach((name, i) => {
      if (typeof name !== "string" || name.length === 0)
        fail(`options.names[${i}]`, "a non-empty string", name);
    });
    if (new Set(names).size !== names.length)
      fail("options.names", "unique names", options.names);
  }
  const client = options.client ?? {};
  if (typeof client !== "object" || client === null)
    fail("options.client", "Client options (an object)", client);
  checkClientOptionKeys(client, "players: options.client");
  return { friends: kind, connected, lobby, signIn, names, client: { ...defaults, ...client } };
}
__name(checkPlayersOptions, "checkPlayersOptions");

// dist/testing/testEmulator.js
import { checkEmulatorOptionKeys } from "social-sdk/emulator";

// dist/testing/arrangePlayers.js
async function befriend(game, made, kind) {
  const { control } = game.emulator;
  for (const [i, a] of made.entries()) {
    for (const b of made.slice(i + 1)) {
      await control.addRelationship({
        user: a.id,
        other: b.id,
        kind,
        type: "friend",
        ...kind === "game" ? { application: game.application.id } : {}
      });
    }
  }
}
__name(befriend, "befriend");
async function seeFriendsOnline(made) {
  await Promise.all(made.flatMap((a) => made.filter((b) => b !== a).map((b) => a.until(() => a.GetUser(b.id)?.Status() === StatusType.Online, `${b.name} online among its friends`))));
}
__name(seeFriendsOnline, "seeFriendsOnline");
async function joinLobby(made, secret) {
  for (const player of made)
    await player.joinLobby(secret);
  const ids = made.map((player) => player.id);
  await Promise.all(made.map((player) => player.until(() => {
    const members = player.GetLobbyHandle(player.lobbyId ?? "")?.LobbyMemberIds() ?? [];
    return ids.every((id) => members.includes(id));
  }, `every player in lobby "${secret}"`)));
}
__name(joinLobby, "joinLobby");

// dist/testing/gameWorld.js
import { scriptedBrowser, startEmulator } from "social-sdk/emulator";

// dist/testing/playerSignIn.js
async function authorizeNewUser(world, client, username) {
  const { control } = world.emulator;
  const user = await control.createUser({ username });
  const before = control.settings.consent;
  await control.setConsent("approve", user.id);
  try {
    const verifier = client.CreateAuthorizationCodeVerifier();
    const { code, redirectUri } = await client.Authorize(communicationScopes(verifier.Challenge()));
    const tokens = await client.GetToken(world.application.id, code, verifier.Verifier(), redirectUri);
    await client.UpdateToken(AuthorizationTokenType.Bearer, tokens.accessToken);
  } finally {
    await control.setConsent(before.mode, before.userId);
  }
  return user.id;
}
__name(authorizeNewUser, "authorizeNewUser");
function communicationScopes(challenge) {
  const args = new AuthorizationArgs();
  args.SetScopes(Client.GetDefaultCommunicationScopes());
  args.SetCodeChallenge(challenge);
  return args;
}
__name(communicationScopes, "communicationScopes");
async function provisionalAccount(world, client, name) {
  const appId = world.application.id;
  const idToken = await world.emulator.control.provisional.mintIdToken(appId, {
    sub: name,
    preferred_username: name
  });
  const tokens = await client.GetProvisionalToken(appId, AuthenticationExternalAuthType.OIDC, idToken);
  await client.UpdateToken(AuthorizationTokenType.Bearer, tokens.accessToken);
  const user = await client.FetchCurrentUser(AuthorizationTokenType.Bearer, tokens.accessToken);
  return user.id;
}
__name(provisionalAccount, "provisionalAccount");

// dist/testing/playerEvents.js
var realSetTimeout = globalThis.setTimeout;
var realClearTimeout = globalThis.clearTimeout;
var PUMP_INTERVAL_MS = 5;
var RECORDED_EVENTS = {
  statusChanged: true,
  dispatch: true,
  dispatchDropped: true,
  deauthorized: true,
  lobbyCreated: true,
  lobbyUpdated: true,
  lobbyDeleted: true,
  lobbyMemberAdded: true,
  lobbyMemberUpdated: true,
  lobbyMemberRemoved: true,
  messageCreated: true,
  messageUpdated: true,
  messageDeleted: true,
  relationshipCreated: true,
  relationshipDeleted: true,
  relationshipGroupsUpdated: true,
  userUpdated: true,
  activityInviteCreated: true,
  activityInviteUpdated: true,
  activityJoin: true,
  activityJoinWithApplication: true
};
var RECORDED = Object.keys(RECORDED_EVENTS);
var NEXT_KEYS = optionKeys({ where: true, what: true, timeoutMs: true });
var UNTIL_KEYS = optionKeys({ timeoutMs: true });
var EventRecord = class {
  static {
    __name(this, "EventRecord");
  }
  #who;
  #timeoutMs;
  #heard = [];
  /** Called after each event: the pending waits re-check themselves. */
  #watchers = /* @__PURE__ */ new Set();
  /** Whether the watchers' re-check is already queued for the events of this turn. */
  #recheckQueued = false;
  /** `RunCallbacks()` of a pumped client, else undefined. */
  #pump;
  /**
   * @param client - the client whose events are recorded from now on.
   * @param who - the player's name, for failure messages.
   * @param timeoutMs - the default bound of a wait.
   * @param pumped - whether the client runs its callbacks only in `RunCallbacks()`.
   */
  constructor(client, who, timeoutMs, pumped = false) {
    this.#who = who;
    this.#timeoutMs = timeoutMs;
    this.#pump = pumped ? () => client.RunCallbacks() : void 0;
    for (const name of RECORDED) {
      client.on(name, (...values) => {
        this.#heard.push({ name, values, taken: false });
        if (this.#recheckQueued)
          return;
        this.#recheckQueued = true;
        queueMicrotask(() => {
          this.#recheckQueued = false;
          for (const watcher of [...this.#watchers])
            watcher();
        });
      });
    }
  }
  /** Forgets every event heard so far: the next waits see only what comes after. */
  clear() {
    this.#heard = [];
  }
  /** Takes the oldest event `event` not yet taken (and passing `where`), waiting for it if need be. */
  async next(event, options = {}) {
    checkOptionKeys(options, NEXT_KEYS, "next: options");
    const name = eventName(event);
    const where = options.where;
    const take = /* @__PURE__ */ __name(() => {
      const found = this.#heard.find((heard) => heard.name === name && !heard.taken && (where?.(...heard.values) ?? true));
      if (found === void 0)
        return void 0;
      found.taken = true;
      return found.values;
    }, "take");
    const what = `${event}${where === void 0 ? "" : ` matching ${options.what ?? "the where check"}`}`;
    return this.#wait(take, what, options.timeoutMs);
  }
  /**
   * Resolves once `check` returns true: now, or after one of the events that follow, once that event
   * has reached every listener (so `check` may read what the game's own listeners collected).
   */
  async until(check, what, options = {}) {
    checkOptionKeys(options, UNTIL_KEYS, "until: options");
    await this.#wait(() => check() ? true : void 0, what, options.timeoutMs);
  }
  #wait(attempt, what, timeoutMs = this.#timeoutMs) {
    if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
      return Promise.reject(new RangeError(`timeoutMs: expected a number > 0, received ${String(timeoutMs)}`));
    const now = attempt();
    if (now !== void 0)
      return Promise.resolve(now);
    const pump = this.#pump;
    return new Promise((resolve, reject) => {
      const watcher = /* @__PURE__ */ __name(() => {
        let value;
        try {
          value = attempt();
        } catch (error) {
          done();
          reject(error);
          return;
        }
        if (value === void 0)
          return;
        done();
        resolve(value);
      }, "watcher");
      const timer = realSetTimeout(() => {
        done();
        reject(new Error(`${this.#who}: no ${what} within ${timeoutMs} ms (${this.#summary()})`));
      }, timeoutMs);
      let frame;
      const nextFrame = /* @__PURE__ */ __name(() => {
        frame = realSetTimeout(() => {
          pump?.();
          if (frame !== void 0)
            nextFrame();
        }, PUMP_INTERVAL_MS);
      }, "nextFrame");
      const done = /* @__PURE__ */ __name(() => {
        realClearTimeout(timer);
        if (frame !== void 0)
          realClearTimeout(frame);
        frame = void 0;
        this.#watchers.delete(watcher);
      }, "done");
      this.#watchers.add(watcher);
      if (pump !== void 0)
        nextFrame();
    });
  }
  /** The names and counts of what was heard, never the values (an invite's or a token's secrets). */
  #summary() {
    const counts = /* @__PURE__ */ new Map();
    for (const heard of this.#heard) {
      if (heard.name === "dispatch")
        continue;
      const name = pascal(heard.name) + (heard.taken ? " (taken)" : "");
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    if (counts.size === 0)
      return "it heard no event";
    return `it heard ${[...counts].map(([name, count]) => `${name} x${count}`).join(", ")}`;
  }
};
function eventName(event) {
  const name = typeof event === "string" ? event.charAt(0).toLowerCase() + event.slice(1) : "";
  if (!RECORDED.includes(name)) {
    throw new TypeError(`event: expected a Client event such as MessageCreated or messageCreated (one of ${RECORDED.map(pascal).join(", ")}), received ${JSON.stringify(event)}`);
  }
  return name;
}
__name(eventName, "eventName");
function pascal(name) {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
__name(pascal, "pascal");

// dist/testing/testPlayer.js
var TestPlayer = class _TestPlayer extends Client {
  static {
    __name(this, "TestPlayer");
  }
  /** The name it was made with: the username (signed in), or the provisional account's display name. */
  name;
  #id = "";
  #events;
  #timeoutMs;
  /** Lobbies joined through {@link TestPlayer.joinLobby}, left again by {@link TestPlayer.close}. */
  #lobbies = [];
  #closed = false;
  constructor(setup) {
    super(setup.client);
    this.name = setup.name;
    this.#timeoutMs = setup.timeoutMs;
    this.#events = new EventRecord(this, setup.name, setup.timeoutMs, setup.client.callbackMode === "pumped");
  }
  /** @internal Makes a player and signs it in (the fixtures' `players()` calls this). */
  static async signedIn(setup) {
    const player = new _TestPlayer(setup);
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
        await this.LeaveLobby(lobbyId).catch((error) => {
          if (!(error instanceof ClientResultError))
            throw error;
        });
      }
    }
    this.AbortPendingRequests();
    if (this.GetStatus() === ClientStatus.Disconnected) {
      this.Disconnect();
      return;
    }
    this.Disconnect();
    await this.until(() => this.GetStatus() === ClientStatus.Disconnected, "status Disconnected", {
      timeoutMs: this.#timeoutMs
    });
  }
  /** `await using ana = ...`: {@link TestPlayer.close}. */
  async [Symbol.asyncDispose]() {
    await this.close();
  }
};

// dist/testing/gameWorld.js
async function startWorld(options) {
  const emulator = await startEmulator({
    rateLimits: false,
    ...options
  });
  try {
    const { control } = emulator;
    const created = await control.createApplication({ name: "Game", publicClient: true });
    const application = await control.createApplication({
      id: created.id,
      // Loopback is a Node game's default redirect; the custom scheme is for a client made with
      // `redirectMode: 'customScheme'` (the scripted browser hands it to HandleRedirect).
      redirectUris: ["http://127.0.0.1/callback", `discord-${created.id}:/authorize/callback`]
    });
    await control.provisional.configure(application.id, { oidc: "test" });
    return { emulator, application };
  } catch (error) {
    await emulator.close();
    throw error;
  }
}
__name(startWorld, "startWorld");
async function makePlayer(game, name, options, timeoutMs) {
  let self;
  const ca = await voiceAuthority(game);
  const client = {
    // The players live in the emulator's time: after `control.clock.advance`, its ID tokens and token
    // lifetimes are checked against its clock, not the machine's.
    now: /* @__PURE__ */ __name(() => game.emulator.control.clock.now(), "now"),
    ...options.client,
    voice: { ca, ...options.client.voice },
    baseUrl: game.emulator.url,
    applicationId: game.application.id,
    opener: scriptedBrowser({ onRedirect: /* @__PURE__ */ __name((url) => self?.HandleRedirect(url), "onRedirect") })
  };
  return TestPlayer.signedIn({
    name,
    timeoutMs,
    client,
    signIn: /* @__PURE__ */ __name(async (player) => {
      self = player;
      try {
        return options.signIn === "provisional" ? await provisionalAccount(game, player, name) : await authorizeNewUser(game, player, name);
      } catch (error) {
        throw new Error(`players: ${name} could not sign in (${options.signIn}): ${String(error)}`, {
          cause: error
        });
      }
    }, "signIn")
  });
}
__name(makePlayer, "makePlayer");
var authorities = /* @__PURE__ */ new WeakMap();
function voiceAuthority(game) {
  let pem = authorities.get(game);
  if (pem === void 0) {
    pem = game.emulator.control.voice.certificateAuthority().then((authority) => authority.pem);
    authorities.set(game, pem);
  }
  return pem;
}
__name(voiceAuthority, "voiceAuthority");

// dist/testing/testEmulator.js
var TEST_EMULATOR_KEYS = optionKeys({
  afterEach: true,
  afterAll: true,
  client: true,
  emulator: true,
  timeoutMs: true
});
var DEFAULT_NAMES = ["ana", "ben", "cy", "dee", "eli", "fay", "gil", "hal", "ivy", "jo"];
function testEmulator(options = {}) {
  checkOptionKeys(options, TEST_EMULATOR_KEYS, "testEmulator: options");
  const timeoutMs = options.timeoutMs ?? 5e3;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
    throw new TypeError(`testEmulator: timeoutMs: expected a number > 0, received ${String(options.timeoutMs)}`);
  if (options.client !== void 0 && (typeof options.client !== "object" || options.client === null))
    throw new TypeError(`testEmulator: client: expected Client options (an object), received ${typeof options.client}`);
  checkClientOptionKeys(options.client, "testEmulator: options.client");
  checkEmulatorOptionKeys(options.emulator, "testEmulator: options.emulator");
  for (const hook of ["afterEach", "afterAll"]) {
    if (options[hook] !== void 0 && typeof options[hook] !== "function")
      throw new TypeError(`testEmulator: ${hook}: expected the runner's ${hook} function, received ${typeof options[hook]}`);
  }
  let starting;
  let world;
  let closed = false;
  let live = [];
  let calls = 0;
  let signIns = Promise.resolve();
  const started = /* @__PURE__ */ __name(() => {
    if (world === void 0)
      throw new Error("testEmulator: not started yet (await start() or players() first)");
    return world;
  }, "started");
  async function start() {
    if (closed)
      throw new Error("testEmulator: closed (make a new one per test file)");
    starting ??= startWorld(options.emulator ?? {});
    world = await starting;
    return world.emulator;
  }
  __name(start, "start");
  async function players(count, given = {}) {
    const checked = checkPlayersOptions(count, given, options.client);
    await start();
    const game = started();
    calls += 1;
    const names = checked.names ?? DEFAULT_NAMES.slice(0, count).map((name) => `${name}${calls}`);
    while (names.length < count)
      names.push(`p${names.length + 1}_${calls}`);
    const made = [];
    try {
      const signIn = /* @__PURE__ */ __name(async () => {
        for (const name of names)
          made.push(await makePlayer(game, name, checked, timeoutMs));
      }, "signIn");
      const turn = signIns.then(signIn, signIn);
      signIns = turn.catch(() => void 0);
      await turn;
      if (checked.friends !== false)
        await befriend(game, made, checked.friends);
      if (checked.connected)
        await Promise.all(made.map((player) => player.connectUntilReady()));
      if (checked.friends !== false && checked.connected)
        await seeFriendsOnline(made);
      if (checked.lobby !== void 0)
        await joinLobby(made, checked.lobby);
    } catch (error) {
      await Promise.allSettled(made.map((player) => player.close()));
      throw error;
    }
    for (const player of made)
      player.clearEvents();
    live.push(...made);
    return made;
  }
  __name(players, "players");
  async function closePlayers() {
    const closing = live;
    live = [];
    const results = await Promise.allSettled(closing.map((player) => player.close()));
    const failed = results.find((result) => result.status === "rejected");
    if (failed)
      throw failed.reason;
  }
  __name(closePlayers, "closePlayers");
  async function close() {
    if (closed)
      return;
    closed = true;
    try {
      await closePlayers();
    } finally {
      const running = await starting?.catch(() => void 0);
      await running?.emulator.close();
    }
  }
  __name(close, "close");
  options.afterEach?.(() => closePlayers());
  options.afterAll?.(() => close());
  return {
    start,
    get emulator() {
      return started().emulator;
    },
    get application() {
      return started().application;
    },
    players,
    closePlayers,
    close,
    [Symbol.asyncDispose]: close
  };
}
__name(testEmulator, "testEmulator");
export {
  MAX_PLAYERS,
  TestPlayer,
  testEmulator
};
