import {
  DISCOVERY_BYTES,
  PREFERRED_MODES,
  VoiceNetworkingCode,
  chooseMode,
  discoveryRequest,
  isSilenceFrame,
  loadXChaCha,
  parseDiscovery
} from "./chunk-3SR6KAXP.js";
import {
  LoggingSeverity,
  VoiceCloseCode,
  VoiceEncryptionMode,
  VoiceOpcode,
  __name,
  loadOnce
} from "./chunk-25XPD655.js";

// dist/voice/networking.js
import { readFileSync } from "node:fs";
import { createRequire as createRequire3 } from "node:module";

// dist/voice/dave.js
import { createRequire } from "node:module";
var MAX_DAVE_VERSION = 1;
var DECRYPT_FAILURE_TOLERANCE = 36;
var TRANSITION_EXPIRY_S = 10;
var AUDIO = 0;
var loaded;
function loadDavey() {
  if (loaded !== void 0)
    return loaded;
  try {
    const mod = createRequire(import.meta.url)("@snazzah/davey");
    if (typeof mod.DAVESession !== "function" || typeof mod.DAVE_PROTOCOL_VERSION !== "number")
      throw new Error("it does not export DAVESession and DAVE_PROTOCOL_VERSION");
    loaded = { module: mod };
  } catch (error) {
    const why = error instanceof Error ? error.message.split("\n")[0] ?? "" : String(error);
    loaded = { error: `@snazzah/davey does not load here (${why})` };
  }
  return loaded;
}
__name(loadDavey, "loadDavey");
function advertisedDaveVersion(choice) {
  if (choice === "off")
    return 0;
  const davey = loadDavey();
  return "module" in davey ? Math.min(MAX_DAVE_VERSION, davey.module.DAVE_PROTOCOL_VERSION) : 0;
}
__name(advertisedDaveVersion, "advertisedDaveVersion");
var CallE2ee = class {
  static {
    __name(this, "CallE2ee");
  }
  #davey;
  /** Made at the first version above 0 (davey has no session for version 0). */
  #session;
  #userId;
  #channelId;
  #wire;
  /** The protocol version in force (executed): 0 while transport-only. */
  #version;
  /** Transitions prepared or applied, not yet executed: id -> the protocol version they lead to. */
  #pending = /* @__PURE__ */ new Map();
  /** Users the voice gateway announced (op 11) and did not say left (op 13): who may be added. */
  #known = /* @__PURE__ */ new Set();
  #lastTransition;
  #failures = 0;
  /** Between reporting a bad commit (op 31) and the next transition: failures are expected. */
  #recovering = false;
  #closed = false;
  stats = {
    framesEncrypted: 0,
    framesHeld: 0,
    framesDecrypted: 0,
    framesUndecryptable: 0,
    commitsApplied: 0,
    recoveries: 0
  };
  constructor(davey, userId, channelId, wire) {
    this.#version = 0;
    this.#userId = userId;
    this.#channelId = channelId;
    this.#wire = wire;
    this.#davey = davey;
  }
  /** The protocol version in force (0: transport encryption only). */
  get protocolVersion() {
    return this.#version;
  }
  /** Whether frames are end-to-end encrypted now (a group exists and DAVE is in force). */
  get active() {
    return this.#version > 0 && this.#ready();
  }
  /** The MLS epoch (0 without a group). */
  get epoch() {
    return Number(this.#guard(() => this.#session?.epoch, null) ?? 0n);
  }
  /** The call's voice privacy code (30 digits in groups of 5), '' when not encrypted end to end. */
  get privacyCode() {
    return this.active ? this.#guard(() => this.#session?.voicePrivacyCode ?? "", "") : "";
  }
  /** A member's verification code (45 digits in groups of 5), to compare out of band. */
  verificationCode(userId) {
    const session = this.#session;
    if (!this.active || session === void 0)
      return Promise.reject(new Error("the call is not encrypted end to end"));
    try {
      return session.getVerificationCode(userId);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
  /** The user ids of the MLS group. */
  members() {
    return this.#guard(() => this.#session?.getUserIds() ?? [], []);
  }
  /** The session description's `dave_protocol_version`: above 0, the session starts (its key package). */
  start(version) {
    if (this.#closed)
      return;
    this.#version = version;
    if (version > 0)
      this.#reinit();
  }
  /** Ends the session (its keys are dropped). */
  close() {
    if (this.#closed)
      return;
    this.#closed = true;
    this.#guard(() => this.#session?.reset(), void 0);
  }
  // --- the voice gateway ---
  /** Op 11: users who may be added to the group. */
  clientsConnected(userIds) {
    for (const id of userIds)
      this.#known.add(id);
  }
  /** Op 13: a user left; proposals adding them are refused from now on. */
  clientDisconnected(userId) {
    this.#known.delete(userId);
  }
  /** A JSON DAVE opcode (21, 22, 24) with its checked payload. */
  onJson(op, d) {
    if (this.#closed)
      return;
    switch (op) {
      case VoiceOpcode.DavePrepareTransition: {
        const id = uint16(d.transition_id);
        const version = protocolVersion(d.protocol_version);
        if (id === void 0 || version === void 0) {
          this.#malformed(op);
          return;
        }
        if (version === 0 && this.#version > 0) {
          this.#wire.refuse(`the voice server asked to downgrade transition ${id} to transport-only`);
          return;
        }
        this.#pending.set(id, version);
        if (id === 0)
          this.#execute(0);
        else
          this.#wire.sendJson(VoiceOpcode.DaveTransitionReady, { transition_id: id });
        return;
      }
      case VoiceOpcode.DaveExecuteTransition: {
        const id = uint16(d.transition_id);
        if (id === void 0) {
          this.#malformed(op);
          return;
        }
        this.#execute(id);
        return;
      }
      case VoiceOpcode.DavePrepareEpoch: {
        const epoch = d.epoch;
        const version = protocolVersion(d.protocol_version);
        if (typeof epoch !== "number" || version === void 0) {
          this.#malformed(op);
          return;
        }
        if (epoch !== 1)
          return;
        if (version === 0 && this.#version > 0) {
          this.#wire.refuse("the voice server asked for a new group without end-to-end encryption");
          return;
        }
        const upgrade = this.#version === 0;
        this.#version = version;
        this.#reinit();
        if (upgrade)
          this.#guard(() => this.#session?.setPassthroughMode(true, TRANSITION_EXPIRY_S), void 0);
        return;
      }
      default:
        return;
    }
  }
  /** A binary DAVE opcode (25, 27, 29, 30): the payload after the sequence number and the opcode. */
  onBinary(op, payload) {
    const session = this.#session;
    if (this.#closed || this.#version === 0 || session === void 0)
      return;
    switch (op) {
      case VoiceOpcode.DaveMlsExternalSender:
        this.#try(op, () => session.setExternalSender(payload));
        return;
      case VoiceOpcode.DaveMlsProposals: {
        const operation = payload[0];
        if (payload.length < 2 || operation !== 0 && operation !== 1) {
          this.#malformed(op);
          return;
        }
        this.#try(op, () => {
          const { commit, welcome } = session.processProposals(operation, payload.subarray(1), [
            ...this.#known
          ]);
          if (commit !== void 0)
            this.#wire.sendBinary(VoiceOpcode.DaveMlsCommitWelcome, welcome === void 0 ? commit : Buffer.concat([commit, welcome]));
        });
        return;
      }
      case VoiceOpcode.DaveMlsAnnounceCommitTransition:
      case VoiceOpcode.DaveMlsWelcome: {
        if (payload.length < 3) {
          this.#malformed(op);
          return;
        }
        const id = payload.readUInt16BE(0);
        const body = payload.subarray(2);
        try {
          if (op === VoiceOpcode.DaveMlsWelcome)
            session.processWelcome(body);
          else
            session.processCommit(body);
        } catch (error) {
          this.#recover(id, `op ${op} (transition ${id}) was refused: ${errorText(error)}`);
          return;
        }
        this.stats.commitsApplied++;
        if (id === 0) {
          this.#recovering = false;
          this.#lastTransition = 0;
        } else {
          this.#pending.set(id, this.#version);
          this.#wire.sendJson(VoiceOpcode.DaveTransitionReady, { transition_id: id });
        }
        return;
      }
      default:
        return;
    }
  }
  // --- frames ---
  /**
   * An Opus frame to send: encrypted while DAVE is in force, as is while the call is transport-only.
   * @returns undefined when it must not be sent (DAVE negotiated, the group not ready yet).
   */
  encrypt(opus) {
    if (this.#version === 0 || isSilenceFrame(opus))
      return opus;
    const session = this.#session;
    if (session === void 0 || !this.#ready()) {
      this.stats.framesHeld++;
      return void 0;
    }
    try {
      const sealed = session.encryptOpus(opus);
      this.stats.framesEncrypted++;
      return sealed;
    } catch (error) {
      this.stats.framesHeld++;
      this.#wire.log(`voice: DAVE could not encrypt a frame: ${errorText(error)}`, LoggingSeverity.Warning);
      return void 0;
    }
  }
  /**
   * A received frame (transport encryption removed) from `userId`.
   * @returns the Opus frame, or undefined when it must not be played.
   */
  decrypt(userId, frame) {
    if (this.#version === 0 || isSilenceFrame(frame))
      return frame;
    const session = this.#session;
    if (session === void 0 || !this.#ready()) {
      this.stats.framesUndecryptable++;
      return void 0;
    }
    try {
      const opus = session.decrypt(userId, AUDIO, frame);
      this.#failures = 0;
      this.stats.framesDecrypted++;
      return opus;
    } catch {
      this.stats.framesUndecryptable++;
      if (this.#recovering || this.#pending.size > 0)
        return void 0;
      if (++this.#failures > DECRYPT_FAILURE_TOLERANCE && this.#lastTransition !== void 0)
        this.#recover(this.#lastTransition, `${this.#failures} frames in a row did not decrypt: joining the group afresh`);
      return void 0;
    }
  }
  // --- inside ---
  #execute(id) {
    const version = this.#pending.get(id);
    if (version === void 0)
      return;
    this.#pending.delete(id);
    this.#version = version;
    this.#lastTransition = id;
    this.#recovering = false;
    this.#failures = 0;
  }
  #ready() {
    return this.#guard(() => this.#session?.ready === true, false);
  }
  /** A fresh session at the version in force (the first one made here), then its key package. */
  #reinit() {
    this.#pending.clear();
    this.#failures = 0;
    this.#try(VoiceOpcode.DaveMlsKeyPackage, () => {
      if (this.#session === void 0)
        this.#session = new this.#davey.DAVESession(this.#version, this.#userId, this.#channelId);
      else
        this.#session.reinit(this.#version, this.#userId, this.#channelId);
      this.#wire.sendBinary(VoiceOpcode.DaveMlsKeyPackage, this.#session.getSerializedKeyPackage());
    });
  }
  /** Reports a bad commit or welcome (op 31) and starts over with a new key package, once per episode. */
  #recover(transitionId, why) {
    if (this.#recovering)
      return;
    this.#recovering = true;
    this.stats.recoveries++;
    this.#wire.log(`voice: DAVE: ${why}`, LoggingSeverity.Warning);
    this.#wire.sendJson(VoiceOpcode.DaveMlsInvalidCommitWelcome, { transition_id: transitionId });
    this.#reinit();
  }
  #malformed(op) {
    this.#wire.log(`voice: DAVE op ${op} without the fields it needs: ignored`, LoggingSeverity.Warning);
  }
  #try(op, run) {
    try {
      run();
    } catch (error) {
      this.#wire.log(`voice: DAVE op ${op} could not be handled: ${errorText(error)}`, LoggingSeverity.Warning);
    }
  }
  #guard(read, fallback) {
    try {
      return read();
    } catch {
      return fallback;
    }
  }
};
function uint16(value) {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 65535 ? value : void 0;
}
__name(uint16, "uint16");
function protocolVersion(value) {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_DAVE_VERSION ? value : void 0;
}
__name(protocolVersion, "protocolVersion");
function errorText(error) {
  return error instanceof Error ? error.message.split("\n")[0] ?? "" : String(error);
}
__name(errorText, "errorText");

// dist/voice/udp.js
import { createRequire as createRequire2 } from "node:module";
var nodeDgram = /* @__PURE__ */ __name(() => createRequire2(import.meta.url)("node:dgram"), "nodeDgram");
var KEEP_ALIVE_MS = 5e3;
var DISCOVERY_RETRY_MS = 500;
var VoiceUdp = class {
  static {
    __name(this, "VoiceUdp");
  }
  #socket;
  #server;
  #keepAlive;
  #keepAliveCount = 0;
  #discovery;
  #closed = false;
  constructor(server, onPacket) {
    this.#server = server;
    this.#socket = nodeDgram().createSocket({ type: "udp4", recvBufferSize: 1 << 20 });
    this.#socket.on("error", () => void 0);
    this.#socket.on("message", (message) => {
      try {
        if (message.length === DISCOVERY_BYTES && this.#discovery?.(message) === true)
          return;
        if (message.length <= 8)
          return;
        onPacket(message);
      } catch {
      }
    });
    this.#keepAlive = setInterval(() => this.#sendKeepAlive(), KEEP_ALIVE_MS);
    this.#keepAlive.unref?.();
  }
  /**
   * Asks the server which address and port it sees for this socket (retried until answered or closed).
   * @returns the address to name in Select Protocol.
   */
  discover(ssrc) {
    return new Promise((resolve, reject) => {
      const request = discoveryRequest(ssrc);
      const retry = setInterval(() => this.send(request), DISCOVERY_RETRY_MS);
      retry.unref?.();
      this.#discovery = (message) => {
        const answer = parseDiscovery(message, ssrc);
        if (answer === void 0)
          return false;
        clearInterval(retry);
        this.#discovery = void 0;
        resolve(answer);
        return true;
      };
      this.#closeDiscovery = () => {
        clearInterval(retry);
        reject(new Error("closed"));
      };
      this.#sendKeepAlive();
      this.send(request);
    });
  }
  #closeDiscovery;
  send(bytes) {
    if (this.#closed)
      return;
    this.#socket.send(bytes, this.#server.port, this.#server.ip);
  }
  #sendKeepAlive() {
    const bytes = Buffer.alloc(8);
    bytes.writeUInt32LE(this.#keepAliveCount, 0);
    this.#keepAliveCount = this.#keepAliveCount + 1 >>> 0;
    this.send(bytes);
  }
  close() {
    if (this.#closed)
      return;
    this.#closed = true;
    clearInterval(this.#keepAlive);
    this.#closeDiscovery?.();
    try {
      this.#socket.close();
    } catch {
    }
  }
};

// dist/voice/networking.js
var DEFAULT_HANDSHAKE_TIMEOUT_MS = 15e3;
var RESUMABLE = /* @__PURE__ */ new Set([
  VoiceCloseCode.VoiceServerCrashed,
  VoiceCloseCode.WebRtcCrashed,
  VoiceCloseCode.SessionTimeout
]);
var SPEAKING_BUDGET = 80;
var MISSED_ACKS = 3;
var loadWebSocket = loadOnce(async () => (await import("ws")).default);
function trustedCas(extra) {
  if (extra === void 0)
    return void 0;
  const list = [...createRequire3(import.meta.url)("node:tls").rootCertificates];
  const fromEnv = process.env.NODE_EXTRA_CA_CERTS;
  if (fromEnv !== void 0 && fromEnv !== "") {
    try {
      list.push(readFileSync(fromEnv, "utf8"));
    } catch {
    }
  }
  for (const pem of typeof extra === "string" ? [extra] : extra)
    list.push(pem);
  return list;
}
__name(trustedCas, "trustedCas");
var VoiceWs = class {
  static {
    __name(this, "VoiceWs");
  }
  #ws;
  #gone = false;
  /** The last `seq` received (v8), -1 before any. */
  seqAck = -1;
  constructor(url, ca, handlers) {
    let reported = false;
    const closed = /* @__PURE__ */ __name((code) => {
      if (reported)
        return;
      reported = true;
      handlers.onClosed(code);
    }, "closed");
    loadWebSocket().then((WebSocketClass) => {
      if (this.#gone)
        return;
      const ws = new WebSocketClass(url, {
        ...ca === void 0 ? {} : { ca },
        perMessageDeflate: false,
        maxPayload: 1 << 20,
        handshakeTimeout: DEFAULT_HANDSHAKE_TIMEOUT_MS,
        // One message per event-loop turn, as on the main gateway (src/connection/socket.ts): a voice
        // server's flood cannot hold the audio clock's timers.
        allowSynchronousEvents: false
      });
      this.#ws = ws;
      ws.on("open", () => handlers.onOpen());
      ws.on("message", (data, isBinary) => {
        if (isBinary) {
          const bytes = binaryOf(data);
          if (bytes.length < 3)
            return;
          const seq2 = bytes.readUInt16BE(0);
          if (seq2 > this.seqAck)
            this.seqAck = seq2;
          handlers.onBinary(bytes[2], bytes.subarray(3));
          return;
        }
        let frame;
        try {
          frame = JSON.parse(String(data));
        } catch {
          return;
        }
        if (typeof frame !== "object" || frame === null)
          return;
        const { op, d, seq } = frame;
        if (typeof op !== "number")
          return;
        if (typeof seq === "number" && Number.isInteger(seq) && seq > this.seqAck)
          this.seqAck = seq;
        handlers.onMessage({ op, d });
      });
      ws.on("close", (code) => closed(code));
      ws.on("error", () => void 0);
      ws.on("unexpected-response", (_request, response) => {
        closed(response.statusCode ?? 1006);
        ws.terminate();
      });
    }, () => closed(1006));
  }
  send(op, d) {
    const ws = this.#ws;
    if (ws !== void 0 && ws.readyState === ws.OPEN)
      ws.send(JSON.stringify({ op, d }));
  }
  /** Client to server binary frame: uint8 opcode, payload (no sequence number). */
  sendBinary(op, payload) {
    const ws = this.#ws;
    if (ws !== void 0 && ws.readyState === ws.OPEN)
      ws.send(Buffer.concat([Buffer.from([op]), payload]), { binary: true });
  }
  /** Closes (once); later frames are ignored. */
  close(code = 1e3) {
    this.#gone = true;
    const ws = this.#ws;
    if (ws === void 0)
      return;
    try {
      if (ws.readyState === ws.CONNECTING)
        ws.terminate();
      else
        ws.close(code);
    } catch {
      ws.terminate();
    }
  }
  /** Drops the connection without a close frame (a resume follows). */
  terminate() {
    this.#gone = true;
    this.#ws?.terminate();
  }
};
var VoiceNetworking = class {
  static {
    __name(this, "VoiceNetworking");
  }
  #join;
  #events;
  #ca;
  #timeoutMs;
  #maxResumes;
  #modes;
  #dave;
  /** The DAVE version Identify advertised (0: none). */
  #daveVersion;
  /** The end-to-end session of this connection (when DAVE was advertised); kept across a resume. */
  #e2ee;
  #log;
  #state;
  #wasReady = false;
  #resumes = 0;
  #stepTimer;
  #beatTimer;
  #unacked = 0;
  /** RTP sending state (kept across a resume). */
  #sequence = Math.floor(Math.random() * 65536);
  #timestamp = Math.floor(Math.random() * 4294967296);
  #counter = 1;
  #speaking = 0;
  constructor(join, events, options = {}) {
    this.#join = join;
    this.#events = events;
    this.#ca = trustedCas(options.ca);
    this.#timeoutMs = options.handshakeTimeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS;
    this.#maxResumes = options.maxResumes ?? 5;
    this.#modes = options.modes ?? PREFERRED_MODES;
    this.#log = options.log ?? (() => void 0);
    this.#dave = options.dave ?? "preferred";
    this.#daveVersion = advertisedDaveVersion(this.#dave);
    const davey = this.#dave === "off" ? void 0 : loadDavey();
    if (this.#daveVersion > 0 && davey !== void 0 && "module" in davey)
      this.#e2ee = new CallE2ee(davey.module, join.userId, join.serverId, {
        sendJson: /* @__PURE__ */ __name((op, d) => this.#wsNow()?.send(op, d), "sendJson"),
        sendBinary: /* @__PURE__ */ __name((op, payload) => this.#wsNow()?.sendBinary(op, payload), "sendBinary"),
        refuse: /* @__PURE__ */ __name((why) => this.#fail(VoiceCloseCode.DaveRequired, "signaling", `${why}: the call ends (voice.dave)`), "refuse"),
        log: this.#log
      });
    if (this.#dave !== "off" && this.#daveVersion === 0) {
      this.#log(`voice: calls are not encrypted end to end: ${davey !== void 0 && "error" in davey ? davey.error : "no DAVE version in common"}`, this.#dave === "required" ? LoggingSeverity.Error : LoggingSeverity.Warning);
    }
    const ws = this.#openWs(false);
    this.#state = { code: VoiceNetworkingCode.OpeningWs, ws };
    if (this.#dave === "required" && this.#daveVersion === 0) {
      ws.close();
      queueMicrotask(() => this.#fail(VoiceCloseCode.DaveRequired, "signaling", "voice.dave is 'required' but DAVE is not available"));
      return;
    }
    this.#bound("voice gateway: no Hello");
  }
  get state() {
    return this.#state;
  }
  set state(next) {
    const from = this.#state;
    const ws = "ws" in from ? from.ws : void 0;
    const udp = "udp" in from ? from.udp : void 0;
    if (ws !== void 0 && (!("ws" in next) || next.ws !== ws))
      ws.close();
    if (udp !== void 0 && (!("udp" in next) || next.udp !== udp))
      udp.close();
    if (next.code === VoiceNetworkingCode.Closed) {
      this.#e2ee?.close();
      clearTimeout(this.#stepTimer);
      clearInterval(this.#beatTimer);
      this.#beatTimer = void 0;
    }
    if (next.code === VoiceNetworkingCode.Ready) {
      this.#wasReady = true;
      this.#resumes = 0;
      clearTimeout(this.#stepTimer);
    }
    this.#state = next;
    this.#log(`voice: ${codeName(from.code)} -> ${codeName(next.code)}`, LoggingSeverity.Verbose);
    try {
      this.#events.onStateChange(from, next);
    } catch (error) {
      this.#log(`voice: a state listener threw: ${String(error)}`, LoggingSeverity.Error);
    }
  }
  /** The end-to-end session (DAVE) of this connection, when this client advertised DAVE. */
  get e2ee() {
    return this.#e2ee;
  }
  /** The socket of the current state, if any. */
  #wsNow() {
    const s = this.#state;
    return "ws" in s ? s.ws : void 0;
  }
  /** The session once described (Ready or Resuming). */
  get session() {
    const s = this.#state;
    return s.code === VoiceNetworkingCode.Ready || s.code === VoiceNetworkingCode.Resuming ? s.session : void 0;
  }
  /**
   * Sends op 5 with these flags (0 = stopped) when they changed and the connection is Ready. The voice
   * gateway limits the frames a connection sends (the emulator: 120 a minute); past
   * {@link SPEAKING_BUDGET} changes a minute a stop is not sent (the flags stay on, which costs nothing:
   * no audio is sent), so talk spurts that come fast never get the connection closed.
   */
  setSpeaking(flags) {
    const s = this.#state;
    if (s.code !== VoiceNetworkingCode.Ready || flags === this.#speaking)
      return;
    const now = performance.now();
    while (this.#speakingSent.length > 0 && now - (this.#speakingSent[0] ?? 0) > 6e4)
      this.#speakingSent.shift();
    if (flags === 0 && this.#speakingSent.length >= SPEAKING_BUDGET)
      return;
    this.#speakingSent.push(now);
    this.#speaking = flags;
    s.ws.send(VoiceOpcode.Speaking, { speaking: flags, delay: 0, ssrc: s.session.ssrc });
  }
  /** When op 5 messages were sent in the last minute. */
  #speakingSent = [];
  get speaking() {
    return this.#speaking;
  }
  /**
   * Seals and sends one Opus frame (20 ms) when Ready; the sequence and timestamp advance either way, so
   * a receiver sees a gap where frames were not sent (undefined: a frame held back, not sent).
   * @returns whether it was sent.
   */
  sendOpus(opus, seal, header) {
    const s = this.#state;
    const seq = this.#sequence;
    const ts = this.#timestamp;
    this.#sequence = this.#sequence + 1 & 65535;
    this.#timestamp = this.#timestamp + 960 >>> 0;
    if (s.code !== VoiceNetworkingCode.Ready || opus === void 0)
      return false;
    const packet = seal(header(seq, ts, s.session.ssrc), opus, this.#counter);
    this.#counter = this.#counter + 1 >>> 0 || 1;
    s.udp.send(packet);
    return true;
  }
  /** Ends the connection for good (EndCall, a moved server). */
  destroy() {
    if (this.#state.code === VoiceNetworkingCode.Closed)
      return;
    this.state = { code: VoiceNetworkingCode.Closed, closeCode: 0, failed: "none", wasReady: this.#wasReady };
  }
  #openWs(resume) {
    const url = `wss://${this.#join.endpoint}/?v=8`;
    const ws = new VoiceWs(url, this.#ca, {
      onOpen: /* @__PURE__ */ __name(() => {
        if (!this.#owns(ws))
          return;
        if (resume) {
          const s = this.#state;
          ws.seqAck = s.ws === ws ? ws.seqAck : -1;
          ws.send(VoiceOpcode.Resume, {
            server_id: this.#join.serverId,
            session_id: this.#join.sessionId,
            token: this.#join.token,
            seq_ack: this.#lastSeq
          });
        } else {
          ws.send(VoiceOpcode.Identify, {
            server_id: this.#join.serverId,
            user_id: this.#join.userId,
            session_id: this.#join.sessionId,
            token: this.#join.token,
            max_dave_protocol_version: this.#daveVersion
          });
        }
      }, "onOpen"),
      onMessage: /* @__PURE__ */ __name((frame) => {
        if (!this.#owns(ws))
          return;
        if (ws.seqAck > this.#lastSeq)
          this.#lastSeq = ws.seqAck;
        try {
          this.#onMessage(ws, frame);
        } catch (error) {
          this.#log(`voice: op ${frame.op} could not be handled: ${String(error)}`, LoggingSeverity.Warning);
        }
      }, "onMessage"),
      onBinary: /* @__PURE__ */ __name((op, payload) => {
        if (!this.#owns(ws))
          return;
        if (ws.seqAck > this.#lastSeq)
          this.#lastSeq = ws.seqAck;
        try {
          this.#e2ee?.onBinary(op, payload);
        } catch (error) {
          this.#log(`voice: binary op ${op} could not be handled: ${String(error)}`, LoggingSeverity.Warning);
        }
      }, "onBinary"),
      onClosed: /* @__PURE__ */ __name((code) => {
        if (this.#owns(ws))
          this.#onClosed(code);
      }, "onClosed")
    });
    return ws;
  }
  /** The last `seq` seen on any socket of this session (for Resume and heartbeats). */
  #lastSeq = -1;
  #owns(ws) {
    const s = this.#state;
    return "ws" in s && s.ws === ws;
  }
  #bound(what) {
    clearTimeout(this.#stepTimer);
    this.#stepTimer = setTimeout(() => {
      const s = this.#state;
      if (s.code === VoiceNetworkingCode.Closed || s.code === VoiceNetworkingCode.Ready)
        return;
      this.#log(`voice: ${what} within ${this.#timeoutMs} ms`, LoggingSeverity.Warning);
      const media = s.code === VoiceNetworkingCode.UdpHandshaking;
      this.state = {
        code: VoiceNetworkingCode.Closed,
        closeCode: 1006,
        failed: media ? "media" : "signaling",
        wasReady: this.#wasReady
      };
    }, this.#timeoutMs);
    this.#stepTimer.unref?.();
  }
  #onMessage(ws, frame) {
    const d = typeof frame.d === "object" && frame.d !== null ? frame.d : {};
    const s = this.#state;
    switch (frame.op) {
      case VoiceOpcode.Hello: {
        const interval = d.heartbeat_interval;
        if (typeof interval === "number" && interval >= 50 && interval <= 6e5)
          this.#startBeating(interval);
        if (s.code === VoiceNetworkingCode.OpeningWs) {
          this.state = { code: VoiceNetworkingCode.Identifying, ws };
          this.#bound("voice gateway: no Ready");
        }
        return;
      }
      case VoiceOpcode.HeartbeatAck:
        this.#unacked = 0;
        return;
      case VoiceOpcode.Ready: {
        if (s.code !== VoiceNetworkingCode.Identifying)
          return;
        const { ssrc, ip, port, modes } = d;
        if (typeof ssrc !== "number" || typeof ip !== "string" || typeof port !== "number" || !Array.isArray(modes)) {
          this.#fail(VoiceCloseCode.FailedToDecode, "signaling", "Ready without ssrc, ip, port and modes");
          return;
        }
        const mode = chooseMode(modes, this.#modes);
        if (mode === void 0) {
          this.#fail(VoiceCloseCode.UnknownEncryptionMode, "signaling", `no mode this client speaks in ${JSON.stringify(modes).slice(0, 200)}`);
          return;
        }
        const udp = new VoiceUdp({ ip, port }, (message) => this.#events.onPacket(message));
        this.state = { code: VoiceNetworkingCode.UdpHandshaking, ws, udp, ssrc };
        this.#bound("voice UDP: no IP discovery answer");
        const cipherReady = mode === VoiceEncryptionMode.XChaCha ? loadXChaCha() : Promise.resolve();
        Promise.all([udp.discover(ssrc), cipherReady]).then(([local]) => {
          const now = this.#state;
          if (now.code !== VoiceNetworkingCode.UdpHandshaking || now.udp !== udp)
            return;
          ws.send(VoiceOpcode.SelectProtocol, {
            protocol: "udp",
            data: { address: local.ip, port: local.port, mode }
          });
          this.state = { code: VoiceNetworkingCode.SelectingProtocol, ws, udp, ssrc };
          this.#bound("voice gateway: no Session Description");
        }, () => void 0);
        return;
      }
      case VoiceOpcode.SessionDescription: {
        if (s.code !== VoiceNetworkingCode.SelectingProtocol)
          return;
        const { mode, secret_key: key } = d;
        if (typeof mode !== "string" || !Array.isArray(key) || key.length !== 32 || !key.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)) {
          this.#fail(VoiceCloseCode.FailedToDecode, "signaling", "Session Description without mode and a 32-byte secret_key");
          return;
        }
        if (chooseMode([mode], this.#modes) === void 0) {
          this.#fail(VoiceCloseCode.UnknownEncryptionMode, "signaling", "Session Description names a mode not asked for");
          return;
        }
        const dave = d.dave_protocol_version ?? 0;
        if (typeof dave !== "number" || !Number.isInteger(dave) || dave < 0 || dave > this.#daveVersion) {
          this.#fail(VoiceCloseCode.FailedToDecode, "signaling", `Session Description picks DAVE version ${String(dave).slice(0, 20)}, above the ${this.#daveVersion} offered`);
          return;
        }
        if (dave === 0 && this.#dave === "required") {
          this.#fail(VoiceCloseCode.DaveRequired, "signaling", "the voice server did not pick end-to-end encryption and voice.dave is 'required'");
          return;
        }
        this.#e2ee?.start(dave);
        this.#log(dave > 0 ? `voice: end-to-end encryption (DAVE ${dave}) negotiated` : "voice: the voice server picked transport encryption only (DAVE 0)", LoggingSeverity.Info);
        this.state = {
          code: VoiceNetworkingCode.Ready,
          ws,
          udp: s.udp,
          session: { ssrc: s.ssrc, mode, key: Uint8Array.from(key) }
        };
        return;
      }
      case VoiceOpcode.Resumed: {
        if (s.code !== VoiceNetworkingCode.Resuming)
          return;
        const speaking = this.#speaking;
        this.state = { code: VoiceNetworkingCode.Ready, ws, udp: s.udp, session: s.session };
        this.#speaking = -1;
        this.setSpeaking(speaking);
        return;
      }
      case VoiceOpcode.Speaking: {
        const { user_id: userId, ssrc, speaking } = d;
        if (typeof userId === "string" && typeof ssrc === "number" && typeof speaking === "number")
          this.#events.onSpeaking(userId, ssrc >>> 0, speaking);
        return;
      }
      case VoiceOpcode.ClientsConnect: {
        const ids = d.user_ids;
        if (!Array.isArray(ids))
          return;
        const users = ids.filter((id) => typeof id === "string");
        this.#e2ee?.clientsConnected(users);
        this.#events.onClientsConnect(users);
        return;
      }
      case VoiceOpcode.ClientDisconnect:
        if (typeof d.user_id !== "string")
          return;
        this.#e2ee?.clientDisconnected(d.user_id);
        this.#events.onClientDisconnect(d.user_id);
        return;
      case VoiceOpcode.DavePrepareTransition:
      case VoiceOpcode.DaveExecuteTransition:
      case VoiceOpcode.DavePrepareEpoch:
        this.#e2ee?.onJson(frame.op, d);
        return;
      default:
        return;
    }
  }
  #startBeating(interval) {
    clearInterval(this.#beatTimer);
    this.#unacked = 0;
    this.#beatTimer = setInterval(() => {
      const s = this.#state;
      if (!("ws" in s))
        return;
      if (++this.#unacked > MISSED_ACKS) {
        this.#log(`voice: ${MISSED_ACKS} heartbeats without an ACK: the socket counts as dropped`, LoggingSeverity.Warning);
        s.ws.terminate();
        this.#onClosed(1006);
        return;
      }
      s.ws.send(VoiceOpcode.Heartbeat, { t: Date.now(), seq_ack: this.#lastSeq });
    }, interval);
    this.#beatTimer.unref?.();
  }
  #fail(code, failed, why) {
    this.#log(`voice: ${why}`, LoggingSeverity.Warning);
    this.state = { code: VoiceNetworkingCode.Closed, closeCode: code, failed, wasReady: this.#wasReady };
  }
  #onClosed(code) {
    const s = this.#state;
    if (s.code === VoiceNetworkingCode.Closed)
      return;
    this.#log(code === VoiceCloseCode.DaveRequired ? `voice: the voice server requires end-to-end encryption (DAVE, close 4017) and this client ${this.#daveVersion > 0 ? "offered it" : this.#dave === "off" ? "has it off (voice.dave: 'off')" : "cannot speak it (@snazzah/davey does not load here)"}; on the emulator, let calls without it in: startEmulator({ voice: { dave: 'allowed' } }) or social-sdk emulator --voice-dave allowed` : `voice: the voice gateway socket closed (${code})`, code < 4e3 ? LoggingSeverity.Info : LoggingSeverity.Warning);
    const resumable = (code < 4e3 || RESUMABLE.has(code)) && (s.code === VoiceNetworkingCode.Ready || s.code === VoiceNetworkingCode.Resuming);
    if (resumable && this.#resumes < this.#maxResumes) {
      this.#resumes++;
      const attempt = this.#resumes;
      const wait = attempt === 1 ? 0 : Math.min(5e3, 250 * 2 ** (attempt - 2));
      const session = s.session;
      const udp = s.udp;
      clearInterval(this.#beatTimer);
      this.#beatTimer = void 0;
      const start = /* @__PURE__ */ __name(() => {
        if (this.#state !== resumingFrom)
          return;
        const ws = this.#openWs(true);
        this.state = { code: VoiceNetworkingCode.Resuming, ws, udp, session };
        this.#bound("voice gateway: no Resumed");
      }, "start");
      const resumingFrom = this.#state;
      if (wait === 0)
        start();
      else
        setTimeout(start, wait).unref?.();
      return;
    }
    this.state = {
      code: VoiceNetworkingCode.Closed,
      closeCode: code,
      failed: "signaling",
      wasReady: this.#wasReady
    };
  }
};
function binaryOf(data) {
  if (Buffer.isBuffer(data))
    return data;
  if (Array.isArray(data))
    return Buffer.concat(data);
  return Buffer.from(data);
}
__name(binaryOf, "binaryOf");
function codeName(code) {
  return Object.entries(VoiceNetworkingCode).find(([, value]) => value === code)?.[0] ?? String(code);
}
__name(codeName, "codeName");
export {
  SPEAKING_BUDGET,
  VoiceNetworking,
  VoiceWs,
  trustedCas
};
