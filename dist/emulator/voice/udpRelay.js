/**
 * The voice server's one UDP socket on 127.0.0.1 (VOICE.md §5): IP discovery, keep-alives, and the RTP
 * relay, a selective forwarding unit. Each RTP packet must come from the address its SSRC's participant
 * selected (op 1), authenticate under that participant's key, and the participant must have announced
 * speaking (op 5); its payload is then sealed again for every other listening participant under their
 * own key and mode, keeping the sender's header (sequence, timestamp, SSRC) so a receiver maps it to the
 * sender by the op 5 it was relayed. Whatever fails a check is dropped and counted, never forwarded. RTCP
 * is not forwarded (@discordjs/voice would try to decrypt it as audio). Nothing a datagram holds can
 * throw out of the handler. The last payloads relayed from each sender are kept on it (relayTap.ts).
 */
import { createSocket } from 'node:dgram';
import { openPacket, RTP_HEADER_BYTES, rtpClearLength, sealPacketParts } from './transportCrypto.js';
/** Bytes of an IP discovery request and response. */
export const DISCOVERY_BYTES = 74;
/** Largest datagram looked at (an Opus frame is far smaller); bigger ones are dropped. */
const MAX_DATAGRAM = 2048;
/** Delayed packets one relay holds at most (beyond: dropped as a fault). */
const MAX_DELAYED = 8192;
export class UdpRelay {
    #socket;
    #directory;
    #clock;
    #delayed = [];
    /** A packet held back per listener (reordering), sent after the next one. */
    #held = new Map();
    #timer;
    #port = 0;
    stats = {
        datagramsIn: 0,
        discoveries: 0,
        keepAlives: 0,
        forwarded: 0,
        delayed: 0,
        drops: { unknownSsrc: 0, unknownAddress: 0, badTag: 0, malformed: 0, rtcp: 0 },
    };
    constructor(directory, clock) {
        this.#directory = directory;
        this.#clock = clock;
        this.#socket = createSocket({ type: 'udp4', recvBufferSize: 4 * 1024 * 1024 });
        this.#socket.on('message', (message, remote) => {
            try {
                this.#onDatagram(message, remote);
            }
            catch {
                // A datagram is never trusted: whatever it did, the relay goes on (it is counted as malformed).
                this.stats.drops.malformed++;
            }
        });
        // A send to a closed port reports ICMP errors here on some systems: nothing to do about it.
        this.#socket.on('error', () => undefined);
    }
    /** Binds 127.0.0.1 on a free port. */
    async listen() {
        await new Promise((resolve, reject) => {
            this.#socket.once('error', reject);
            this.#socket.bind(0, '127.0.0.1', () => {
                this.#socket.off('error', reject);
                resolve();
            });
        });
        this.#port = this.#socket.address().port;
        return this.#port;
    }
    get port() {
        return this.#port;
    }
    close() {
        clearTimeout(this.#timer);
        this.#delayed.length = 0;
        this.#held.clear();
        try {
            this.#socket.close();
        }
        catch {
            // already closed
        }
    }
    /** Forgets what waits for a participant that left. */
    forget(participant) {
        this.#held.delete(participant);
        for (let i = this.#delayed.length - 1; i >= 0; i--)
            if (this.#delayed[i]?.to === participant)
                this.#delayed.splice(i, 1);
        this.stats.delayed = this.#delayed.length;
    }
    #onDatagram(message, remote) {
        this.stats.datagramsIn++;
        if (message.length > MAX_DATAGRAM) {
            this.stats.drops.malformed++;
            return;
        }
        if (message.length === DISCOVERY_BYTES && message.readUInt16BE(0) === 1) {
            this.#discover(message, remote);
            return;
        }
        if (message.length === 8) {
            this.#keepAlive(message, remote);
            return;
        }
        if (message.length < RTP_HEADER_BYTES || ((message[0] ?? 0) & 0xc0) !== 0x80) {
            this.stats.drops.malformed++;
            return;
        }
        const payloadType = message[1] ?? 0;
        if (payloadType >= 200 && payloadType <= 206) {
            this.stats.drops.rtcp++;
            return;
        }
        this.#relay(message, remote);
    }
    /** Type 1 request (length 70, SSRC, address, port): answered with type 2 and the sender's address. */
    #discover(message, remote) {
        if (message.readUInt16BE(2) !== 70) {
            this.stats.drops.malformed++;
            return;
        }
        const participant = this.#directory.bySsrc(message.readUInt32BE(4));
        if (participant === undefined) {
            this.stats.drops.unknownSsrc++;
            return;
        }
        this.stats.discoveries++;
        const answer = Buffer.alloc(DISCOVERY_BYTES);
        answer.writeUInt16BE(2, 0);
        answer.writeUInt16BE(70, 2);
        answer.writeUInt32BE(participant.ssrc, 4);
        answer.write(remote.address, 8, 63, 'ascii');
        answer.writeUInt16BE(remote.port, 72);
        this.#send(answer, remote);
    }
    /** 8 bytes: @discordjs/voice's counter, or the community's 0x1337CAFE ping (answered 0x1337F00D). */
    #keepAlive(message, remote) {
        this.stats.keepAlives++;
        if (message.readUInt32BE(0) === 0x1337cafe) {
            const reply = Buffer.alloc(8);
            reply.writeUInt32BE(0x1337f00d, 0);
            message.copy(reply, 4, 4, 8);
            this.#send(reply, remote);
            return;
        }
        this.#send(Buffer.from(message), remote);
    }
    #relay(packet, remote) {
        const sender = this.#directory.bySsrc(packet.readUInt32BE(8));
        if (sender === undefined) {
            this.stats.drops.unknownSsrc++;
            return;
        }
        const bound = sender.address;
        if (bound === null || bound.port !== remote.port || bound.ip !== remote.address) {
            this.stats.drops.unknownAddress++;
            return;
        }
        const clear = rtpClearLength(packet);
        if (clear < 0) {
            this.stats.drops.malformed++;
            return;
        }
        if (sender.key === null || sender.mode === null) {
            sender.counters.rejected++;
            return;
        }
        const plaintext = openPacket(sender.mode, sender.key, packet);
        if (plaintext === null) {
            this.stats.drops.badTag++;
            sender.counters.rejected++;
            return;
        }
        sender.counters.packetsIn++;
        countLoss(sender, packet.readUInt16BE(2));
        if (sender.serverMute || sender.speaking < 0) {
            sender.counters.mutedDrops++;
            return;
        }
        // What it relays, as it saw it (relayTap.ts): a DAVE frame when the call is end-to-end encrypted.
        sender.relayed.keep(plaintext);
        const header = packet.subarray(0, clear);
        const call = sender.call;
        for (const listener of call.participants.values()) {
            if (listener === sender || !listener.listening || listener.key === null || listener.mode === null)
                continue;
            const sealed = sealPacketParts(listener.mode, listener.key, header, plaintext, listener.outCounter);
            listener.outCounter = (listener.outCounter + 1) >>> 0;
            const plan = call.faults;
            if (plan === null) {
                this.#deliver(listener, sealed);
                continue;
            }
            const fate = plan.decide();
            if (fate.drop) {
                listener.counters.faultDrops++;
                continue;
            }
            if (fate.holdBack && !this.#held.has(listener)) {
                this.#held.set(listener, sealed);
                continue;
            }
            if (fate.delayMs > 0)
                this.#delay(listener, sealed, fate.delayMs);
            else
                this.#deliver(listener, sealed);
        }
    }
    /** Sends to a listener, then what was held back for it (so the two arrive swapped). */
    #deliver(listener, bytes) {
        const address = listener.address;
        if (address === null)
            return;
        this.#sendTo(bytes, address);
        listener.counters.packetsOut++;
        this.stats.forwarded++;
        const held = this.#held.get(listener);
        if (held !== undefined) {
            this.#held.delete(listener);
            this.#sendTo(held, address);
            listener.counters.packetsOut++;
            this.stats.forwarded++;
        }
    }
    #delay(listener, bytes, ms) {
        if (this.#delayed.length >= MAX_DELAYED) {
            listener.counters.faultDrops++;
            return;
        }
        const due = this.#clock.now() + ms;
        // Kept in due order (jitter may put a packet before earlier ones).
        let i = this.#delayed.length;
        while (i > 0 && (this.#delayed[i - 1]?.due ?? 0) > due)
            i--;
        this.#delayed.splice(i, 0, { due, to: listener, bytes });
        this.stats.delayed = this.#delayed.length;
        this.#schedule();
    }
    /** Sends the delayed packets that are due by the emulator clock (also after the control API moves it). */
    flushDue() {
        const now = this.#clock.now();
        while (this.#delayed.length > 0 && (this.#delayed[0]?.due ?? 0) <= now) {
            const entry = this.#delayed.shift();
            if (entry.to.call.participants.get(entry.to.userId) === entry.to)
                this.#deliver(entry.to, entry.bytes);
        }
        this.stats.delayed = this.#delayed.length;
        this.#schedule();
    }
    #schedule() {
        clearTimeout(this.#timer);
        this.#timer = undefined;
        const first = this.#delayed[0];
        if (first === undefined)
            return;
        const wait = Math.max(1, Math.min(1000, first.due - this.#clock.now()));
        this.#timer = setTimeout(() => this.flushDue(), wait);
        this.#timer.unref();
    }
    #send(bytes, remote) {
        this.#sendTo(bytes, { ip: remote.address, port: remote.port });
    }
    #sendTo(bytes, address) {
        this.#socket.send(bytes, address.port, address.ip);
    }
}
/** Counts the gap in a sender's RTP sequence numbers (16-bit, wrapping); late or repeated ones count nothing. */
function countLoss(sender, seq) {
    if (sender.lastSeq >= 0) {
        const step = (seq - sender.lastSeq) & 0xffff;
        if (step === 0 || step >= 0x8000)
            return;
        sender.counters.lost += step - 1;
    }
    sender.lastSeq = seq;
}
