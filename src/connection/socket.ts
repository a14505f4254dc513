/**
 * The WebSocket under a connection (the `ws` package; Node 20 has no global WebSocket): opening with a
 * deadline, text frames in and out, a close that is bounded in time. It reports one `onClosed` per
 * socket, whatever the way it ended (refused upgrade, network failure, close frame), with the close
 * code, or the HTTP status of a refused upgrade, or 1006 when the network failed.
 *
 * `ws` is imported when the first socket opens, not when the SDK is imported: it is about 50 ms of a cold
 * start (issue 20) that a process which never connects should not pay. Until it is loaded the socket is
 * simply not open yet, which every caller already handles (the handshake is asynchronous anyway).
 */
import type WebSocket from 'ws';
import { loadOnce } from '../http/loadOnce.js';
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
/** WebSocket readyState values (the same in every implementation). */
const CONNECTING = 0;
const OPEN = 1;

const loadWebSocket = loadOnce(async () => (await import('ws')).default);

export class GatewaySocket {
  #ws: WebSocket | undefined;
  /** Set by close() or terminate() before `ws` was loaded: the socket is then never opened. */
  #abandoned = false;
  #closedReported = false;
  readonly #closed: Promise<void>;
  readonly #resolveClosed: () => void;

  constructor(url: string, handshakeTimeoutMs: number, handlers: SocketHandlers) {
    let resolveClosed: () => void = () => undefined;
    this.#closed = new Promise((resolve) => {
      resolveClosed = resolve;
    });
    this.#resolveClosed = resolveClosed;
    const report = (code: number) => {
      resolveClosed();
      if (this.#closedReported) return;
      this.#closedReported = true;
      handlers.onClosed(code);
    };
    loadWebSocket().then(
      (WebSocketClass) => {
        if (this.#abandoned) return resolveClosed();
        this.#ws = this.#open(WebSocketClass, url, handshakeTimeoutMs, handlers, report);
      },
      // Without `ws` there is no connection to make: reported as a failed network, like a refused socket.
      () => report(ABNORMAL_CLOSURE),
    );
  }

  #open(
    WebSocketClass: typeof WebSocket,
    url: string,
    handshakeTimeoutMs: number,
    handlers: SocketHandlers,
    report: (code: number) => void,
  ): WebSocket {
    const ws = new WebSocketClass(url, {
      handshakeTimeout: handshakeTimeoutMs,
      maxPayload: GatewayLimits.SERVER_FRAME_BYTES,
      perMessageDeflate: false,
      followRedirects: false,
      // One message per turn of the event loop (issue 38, item 9): with ws's default, every frame of a
      // read is handed over in one turn, so a server that floods ran up to 14,000 dispatches back to back
      // and held timers (the heartbeat) and I/O for over half a second. Now the socket is read no faster
      // than the Client applies what it gets, and the longest block in bench/clientCaches.ts is ~20-30 ms.
      allowSynchronousEvents: false,
    });
    ws.on('open', handlers.onOpen);
    ws.on('message', (data, isBinary) => {
      if (!this.#closedReported) handlers.onText(isBinary ? '' : String(data));
    });
    ws.on('unexpected-response', (request, response) => {
      request.destroy();
      report(response.statusCode ?? ABNORMAL_CLOSURE);
    });
    // Every failure is followed by 'close' (or was an unexpected response): that is where it is reported.
    ws.on('error', () => undefined);
    ws.on('close', (code) => report(code === 1005 ? ABNORMAL_CLOSURE : code));
    return ws;
  }

  /** Sends a text frame if the socket is open; false otherwise. */
  send(text: string): boolean {
    if (this.#ws?.readyState !== OPEN) return false;
    this.#ws.send(text);
    return true;
  }

  /**
   * Closes with `code` and waits (at most a second) for the server's answer, then drops the connection.
   * Nothing is reported to the handlers after this is called.
   */
  async close(code: number): Promise<void> {
    this.#closedReported = true;
    const ws = this.#ws;
    if (ws === undefined) {
      this.terminate();
    } else if (ws.readyState === CONNECTING || ws.readyState === OPEN) {
      try {
        ws.close(code);
      } catch {
        ws.terminate();
      }
    }
    const timer = setTimeout(() => this.terminate(), CLOSE_WAIT_MS);
    timer.unref();
    await this.#closed;
    clearTimeout(timer);
  }

  /** Drops the connection at once; nothing is reported after this. */
  terminate(): void {
    this.#closedReported = true;
    if (this.#ws !== undefined) {
      this.#ws.terminate();
      return;
    }
    // Not opened yet: it never will be, and there is nothing to wait for.
    this.#abandoned = true;
    this.#resolveClosed();
  }
}
