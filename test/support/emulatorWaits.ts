/**
 * Waits on what the emulator records: a request has arrived (its request-log entry exists as soon as
 * the request does, before any fault latency), so a test can act while the request is known in flight.
 */
import type { EmulatorControl } from '../../src/emulator/index.js';
import type { RequestLogEntry } from '../../src/emulator/requestLog.js';
import { waitFor } from './waitFor.js';

/** Resolves with the log entry of the first `method path` request after `sinceSeq` once it arrives. */
export function requestArrived(
  control: EmulatorControl,
  method: string,
  path: string,
  sinceSeq = 0,
): Promise<RequestLogEntry> {
  return waitFor(
    () => control.requests(sinceSeq).find((entry) => entry.method === method && entry.path === path),
    { what: `${method} ${path} to reach the emulator` },
  );
}

/** The sequence number of the newest request-log entry (0 when empty): pass it as `sinceSeq`. */
export function lastRequestSeq(control: EmulatorControl): number {
  return control.requests().at(-1)?.seq ?? 0;
}
