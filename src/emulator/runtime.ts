/**
 * The emulator's moving parts in one place: the context routes see, plus what only the server and the
 * control API touch (rate limiter, faults, request log, persistence).
 */

import type { ClockState } from './clock.js';
import type { EmulatorContext, EmulatorSettings } from './context.js';
import type { FaultInjector } from './faults.js';
import { type DataFile, SNAPSHOT_FORMAT, SNAPSHOT_VERSION } from './persistence.js';
import type { RateLimiter } from './rateLimits.js';
import type { RequestLog } from './requestLog.js';
import type { SigningKeyRecord } from './signingKeys.js';
import type { CollectionsSnapshot } from './store.js';

export interface EmulatorRuntime {
  readonly ctx: EmulatorContext;
  readonly limiter: RateLimiter;
  readonly faults: FaultInjector;
  readonly requests: RequestLog;
  readonly dataFile: DataFile | undefined;
  /** Largest request body accepted (bytes); larger ones get 413. */
  readonly bodyLimit: number;
}

/** The persisted state. */
interface Snapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  clock: ClockState;
  idsIssued: number;
  keys: SigningKeyRecord[];
  settings: EmulatorSettings;
  collections: CollectionsSnapshot;
}

/** Serializes the whole state. */
export function snapshotText(runtime: EmulatorRuntime): string {
  const { ctx } = runtime;
  const snapshot: Snapshot = {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    clock: ctx.clock.state(),
    idsIssued: ctx.ids.issued,
    keys: ctx.keys.snapshot(),
    settings: ctx.settings,
    collections: ctx.store.snapshot(),
  };
  return JSON.stringify(snapshot);
}

/** Restores a state read by {@link DataFile.load}. */
export function restoreSnapshot(runtime: EmulatorRuntime, raw: Record<string, unknown>): void {
  const snapshot = raw as unknown as Snapshot;
  const { ctx } = runtime;
  if (
    typeof snapshot.collections !== 'object' ||
    snapshot.collections === null ||
    !Array.isArray(snapshot.keys)
  ) {
    throw new Error('data file: missing collections or keys');
  }
  ctx.store.load(snapshot.collections);
  ctx.clock.restore(snapshot.clock);
  ctx.ids.resume(snapshot.idsIssued);
  ctx.keys.load(snapshot.keys);
  Object.assign(ctx.settings, snapshot.settings);
  ctx.events.resync();
}

/** Writes the state if it changed since the last write (no-op without a data file). */
export async function persist(runtime: EmulatorRuntime): Promise<void> {
  if (runtime.dataFile) await runtime.dataFile.save(snapshotText(runtime));
}
