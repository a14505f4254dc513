/**
 * The console's only way to the emulator: its control API on this same origin. Every call carries the
 * control token when the emulator asks for one (kept for this tab only, in sessionStorage); the live
 * feed is read with fetch rather than EventSource for the same reason (EventSource cannot send it).
 */

const TOKEN_KEY = 'social-sdk-console-token';
const CONTROL = '/_emulator';

/** Thrown when a call is refused; `status` and the emulator's `message`. */
export class ControlError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

function headers(extra = {}) {
  const token = sessionStorage.getItem(TOKEN_KEY);
  return token ? { ...extra, authorization: `Bearer ${token}` } : extra;
}

/** Keeps the control token for this tab (empty: forget it). */
export function setToken(token) {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}

/** A control call: `method` on `/_emulator<path>` with an optional JSON body; resolves with the JSON answer. */
export async function call(method, path, body) {
  const init = { method, headers: headers(body === undefined ? {} : { 'content-type': 'application/json' }) };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetch(CONTROL + path, init);
  const text = await response.text();
  const value = text === '' ? null : JSON.parse(text);
  if (!response.ok) throw new ControlError(response.status, describe(value, response.status));
  return value;
}

/** A refusal as one line: the message, and the first issue of the service's error tree with its path. */
function describe(value, status) {
  const message = value?.message ?? String(status);
  const issue = firstIssue(value?.errors, []);
  return issue ? `${message} (${issue})` : message;
}

function firstIssue(tree, path) {
  if (tree === null || typeof tree !== 'object') return undefined;
  const own = tree._errors?.[0]?.message;
  if (own) return path.length > 0 ? `${path.join('.')}: ${own}` : own;
  for (const [key, child] of Object.entries(tree)) {
    const found = key === '_errors' ? undefined : firstIssue(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Follows the live feed: calls `onChange(message)` for each `change`, `onState('live' | 'down')` as the
 * stream opens and closes, and reconnects after a second when it drops. Returns a function that stops it.
 */
export function follow(onChange, onState) {
  let stopped = false;
  let controller;
  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      try {
        const response = await fetch(`${CONTROL}/stream`, { headers: headers(), signal: controller.signal });
        if (!response.ok) throw new ControlError(response.status, 'the feed was refused');
        await readEvents(response.body, (event, data) => {
          if (event === 'ready') onState('live');
          else if (event === 'change') onChange(data);
        });
      } catch (error) {
        if (stopped) return;
        onState('down', error);
      }
      onState('down');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  void run();
  return () => {
    stopped = true;
    controller?.abort();
  };
}

/** Reads a server-sent-events body, calling `handle(event, data)` for each message. */
async function readEvents(body, handle) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data += line.slice(6);
      }
      handle(event, data === '' ? null : JSON.parse(data));
      end = buffer.indexOf('\n\n');
    }
  }
}
