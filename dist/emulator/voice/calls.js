import { RelayTap } from './relayTap.js';
/** The messages a participant was sent, numbered for a v8 resume (bounded). */
export class Outbox {
    #limit;
    #kept = [];
    #seq = 0;
    /** The last `seq_ack` a heartbeat brought, as sent (-1: none yet). */
    #acked = -1;
    constructor(limit) {
        this.#limit = limit;
    }
    /** Numbers the next message. */
    next() {
        this.#seq++;
        return this.#seq;
    }
    /** Keeps a message (JSON text, or a DAVE binary frame) for a resume. */
    keep(seq, text) {
        this.#kept.push({ seq, text });
        if (this.#kept.length > this.#limit)
            this.#kept.shift();
    }
    /** The client saw everything up to `seq` (v8 heartbeat's `seq_ack`): those need not be kept. */
    acknowledge(seq) {
        this.#acked = seq;
        if (seq > this.#seq)
            return;
        while (this.#kept.length > 0 && (this.#kept[0]?.seq ?? Number.POSITIVE_INFINITY) <= seq)
            this.#kept.shift();
    }
    /** Messages kept now. */
    get kept() {
        return this.#kept.length;
    }
    /** The last sequence number sent. */
    get seq() {
        return this.#seq;
    }
    /** The last `seq_ack` a heartbeat brought, as the client sent it (-1 before any). */
    get acked() {
        return this.#acked;
    }
    /** The messages after `ack`, or undefined when one of them is no longer kept. */
    after(ack) {
        if (ack >= this.#seq)
            return [];
        const first = this.#kept[0];
        if (first === undefined || first.seq > ack + 1)
            return undefined;
        return this.#kept.filter((m) => m.seq > ack).map((m) => m.text);
    }
}
/** One user's place in a call. */
export class Participant {
    userId;
    ssrc;
    grant;
    call;
    /** The address its RTP must come from (op 1's), once it selected the protocol. */
    address = null;
    mode = null;
    key = null;
    /** Op 5 flags it last sent (0: silent); -1 before its first op 5. */
    speaking = -1;
    /** Mutes as its voice state has them (self from op 4 / op 17, server from the control API). */
    selfMute = false;
    selfDeaf = false;
    serverMute = false;
    serverDeaf = false;
    /** The next nonce counter of packets sealed for it. */
    outCounter = 1;
    /** The highest RTP sequence number seen from it (-1: none yet), for loss counting. */
    lastSeq = -1;
    counters = {
        packetsIn: 0,
        packetsOut: 0,
        lost: 0,
        rejected: 0,
        faultDrops: 0,
        mutedDrops: 0,
    };
    /** Emulator ms its WebSocket went away (null: connected), for the resume window. */
    awaySince = null;
    outbox;
    /** The last payloads the relay forwarded from it (transport encryption removed), for `control.voice.relayed`. */
    relayed = new RelayTap();
    /** Emulator ms it joined. */
    joinedAt;
    /** Its voice WebSocket now (null while away). */
    link = null;
    /** The voice gateway version it identified with (8: numbered messages, buffered resume). */
    version = 4;
    /** `max_dave_protocol_version` of its Identify. */
    daveMax = 0;
    /** The DAVE protocol version in use for it (op 4's `dave_protocol_version`, then transitions). */
    dave = 0;
    constructor(init) {
        this.userId = init.userId;
        this.ssrc = init.ssrc;
        this.grant = init.grant;
        this.call = init.call;
        this.joinedAt = init.now;
        this.outbox = new Outbox(init.outboxLimit);
    }
    /** Whether it receives others' audio: a session description, an address, and not deafened. */
    get listening() {
        return this.key !== null && this.address !== null && !this.serverDeaf && !this.selfDeaf;
    }
}
/** A voice channel's call. */
export class VoiceCall {
    id;
    serverId;
    kind;
    participants = new Map();
    /** Which endpoint clients of this call are sent to (0 or 1). */
    endpoint = 0;
    faults = null;
    startedAt;
    constructor(id, serverId, kind, now) {
        this.id = id;
        this.serverId = serverId;
        this.kind = kind;
        this.startedAt = now;
    }
}
