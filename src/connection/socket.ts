/**
 * The WebSocket under a connection (the `ws` package; Node 20 has no global WebSocket): opening with a
 * deadline, text frames in and out, a close that is bounded in time. It reports one `onClosed` per
 * socket, whatever the way it ended (refused upgrade, network failure, close frame), with the close
 * code, or the HTTP status of a refused upgrade, or 1006 when the network failed.
 */
import WebSocket from 'ws';
import { GatewayLimits } from '../model/gateway.js';

/** What a socket reports. */
export interface SocketHandlers {
  readonly onOpen: () => void;
  readonly onText: (text: string) => void;
  readonly onClosed: (code: number) => void;
}

/** How long a graceful close waits for the server's close frame before dropping the connection. */
const CLOSE_WAIT_MS = 1000;
const ABNORMAL_CLOSURE = 1006;

export class GatewaySocket {
  readonly #ws: WebSocket;
  #closedReported = false;
  readonly #closed: Promise<void>;

  constructor(url: string, handshakeTimeoutMs: number, handlers: SocketHandlers) {
    this.#ws = new WebSocket(url, {
      handshakeTimeout: handshakeTimeoutMs,
      maxPayload: GatewayLimits.SERVER_FRAME_BYTES,
      perMessageDeflate: false,
      followRedirects: false,
    });
    let resolveClosed: () => void = () => undefined;
    this.#closed = new Promise((resolve) => {
      resolveClosed = resolve;
    });
    const report = (code: number) => {
      resolveClosed();
      if (this.#closedReported) return;
      this.#closedReported = true;
      handlers.onClosed(code);
    };
    this.#ws.on('open', handlers.onOpen);
    this.#ws.on('message', (data, isBinary) => {
      if (!this.#closedReported) handlers.onText(isBinary ? '' : String(data));
    });
    this.#ws.on('unexpected-response', (request, response) => {
      request.destroy();
      report(response.statusCode ?? ABNORMAL_CLOSURE);
    });
    // Every failure is followed by 'close' (or was an unexpected response): that is where it is reported.
    this.#ws.on('error', () => undefined);
    this.#ws.on('close', (code) => report(code === 1005 ? ABNORMAL_CLOSURE : code));
  }

  /** Sends a text frame if the socket is open; false otherwise. */
  send(text: string): boolean {
    if (this.#ws.readyState !== WebSocket.OPEN) return false;
    this.#ws.send(text);
    return true;
  }

  /**
   * Closes with `code` and waits (at most a second) for the server's answer, then drops the connection.
   * Nothing is reported to the handlers after this is called.
   */
  async close(code: number): Promise<void> {
    this.#closedReported = true;
    if (this.#ws.readyState === WebSocket.CONNECTING || this.#ws.readyState === WebSocket.OPEN) {
      try {
        this.#ws.close(code);
      } catch {
        this.#ws.terminate();
      }
    }
    const timer = setTimeout(() => this.#ws.terminate(), CLOSE_WAIT_MS);
    timer.unref();
    await this.#closed;
    clearTimeout(timer);
  }

  /** Drops the connection at once; nothing is reported after this. */
  terminate(): void {
    this.#closedReported = true;
    this.#ws.terminate();
  }
}
