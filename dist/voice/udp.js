import { createRequire } from 'node:module';
import { DISCOVERY_BYTES, discoveryRequest, parseDiscovery } from './rtp.js';
/** `node:dgram`, loaded by the first call's socket, not by importing the SDK (issue 45: cold start). */
const nodeDgram = () => createRequire(import.meta.url)('node:dgram');
const KEEP_ALIVE_MS = 5000;
const DISCOVERY_RETRY_MS = 500;
export class VoiceUdp {
    #socket;
    #server;
    #keepAlive;
    #keepAliveCount = 0;
    #discovery;
    #closed = false;
    constructor(server, onPacket) {
        this.#server = server;
        // A large call's packets come in bursts (a stalled event loop): room for about a second of 25 talkers.
        this.#socket = nodeDgram().createSocket({ type: 'udp4', recvBufferSize: 1 << 20 });
        this.#socket.on('error', () => undefined);
        this.#socket.on('message', (message) => {
            try {
                if (message.length === DISCOVERY_BYTES && this.#discovery?.(message) === true)
                    return;
                if (message.length <= 8)
                    return; // keep-alive echoes
                onPacket(message);
            }
            catch {
                // A datagram never ends the socket's handler.
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
                if (answer === undefined)
                    return false;
                clearInterval(retry);
                this.#discovery = undefined;
                resolve(answer);
                return true;
            };
            this.#closeDiscovery = () => {
                clearInterval(retry);
                reject(new Error('closed'));
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
        this.#keepAliveCount = (this.#keepAliveCount + 1) >>> 0;
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
        }
        catch {
            // already closed
        }
    }
}
