/**
 * The connection's state machine on its own (no sockets): the paths of the protocol step by step, and a
 * property test over random sequences of drops, closes, token changes and timers: it never reaches a
 * status the enum does not have, never waits longer than the policy allows, and never retries without
 * bound.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ConnectionPolicy,
  type Effect,
  INITIAL_STATE,
  INVALID_SESSION_DETAIL,
  type MachineInput,
  type MachineState,
  transition,
} from '../../src/connection/machine.js';
import { ConnectionError, ConnectionStatus, isConnectionStatus } from '../../src/connection/status.js';

const policy: ConnectionPolicy = {
  maxRetries: 4,
  backoffBaseMs: 100,
  backoffMaxMs: 1000,
  reidentifyMinMs: 10,
  reidentifyMaxMs: 50,
};
const S = ConnectionStatus;

/** Runs inputs from a state; returns the last state and every effect in order. */
function run(inputs: MachineInput[], from: MachineState = INITIAL_STATE, random = 0.5) {
  let state = from;
  const effects: Effect[] = [];
  for (const input of inputs) {
    const next = transition(state, input, { policy, random });
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const statuses = (effects: Effect[]) =>
  effects.flatMap((e) => (e.type === 'status' ? [[e.status, e.error, e.detail]] : []));
const toReady: MachineInput[] = [
  { type: 'connect' },
  { type: 'urlResolved' },
  { type: 'opened' },
  { type: 'ready' },
];
const ready = run(toReady).state;

describe('connection state machine', () => {
  it('connects: HttpWait (address), Connecting (socket), Connected (HELLO), Ready (READY)', () => {
    const { state, effects } = run(toReady);
    expect(state).toMatchObject({ status: S.Ready, failures: 0, resumable: true });
    expect(statuses(effects)).toEqual([
      [S.HttpWait, 0, 0],
      [S.Connecting, 0, 0],
      [S.Connected, 0, 0],
      [S.Ready, 0, 0],
    ]);
    expect(effects.filter((e) => e.type !== 'status')).toEqual([
      { type: 'resolveUrl' },
      { type: 'open', resume: false },
    ]);
  });

  it('a lost connection waits with backoff, then resumes; a session-ending close identifies afresh', () => {
    const lost = run([{ type: 'failed', code: 1006, socketOpen: false }], ready);
    expect(lost.state).toMatchObject({ status: S.Reconnecting, waiting: true, failures: 1, resumable: true });
    expect(lost.effects).toEqual([
      { type: 'wait', ms: 75 },
      { type: 'status', status: S.Reconnecting, error: ConnectionError.UnexpectedClose, detail: 1006 },
    ]);
    expect(run([{ type: 'retryDue' }], lost.state).effects).toEqual([{ type: 'open', resume: true }]);

    const ended = run([{ type: 'failed', code: 4009, socketOpen: false }, { type: 'retryDue' }], ready);
    expect(ended.effects.filter((e) => e.type === 'forgetSession' || e.type === 'open')).toEqual([
      { type: 'forgetSession' },
      { type: 'open', resume: false },
    ]);
  });

  it('a zombie (socket still open) is closed keeping the session (4000), then resumed', () => {
    const { effects } = run([{ type: 'failed', code: 0, socketOpen: true }], ready);
    expect(effects[0]).toEqual({ type: 'close', code: 4000 });
    expect(effects.some((e) => e.type === 'forgetSession')).toBe(false);
  });

  it('4004 and 4012 go to Disconnected with the code and are not retried', () => {
    for (const code of [4004, 4012]) {
      for (const from of [ready, run(toReady.slice(0, 3)).state]) {
        const { state, effects } = run([{ type: 'failed', code, socketOpen: false }], from);
        expect(state.status).toBe(S.Disconnected);
        expect(effects.some((e) => e.type === 'wait' || e.type === 'open')).toBe(false);
        expect(statuses(effects)).toEqual([[S.Disconnected, ConnectionError.ConnectionFailed, code]]);
      }
    }
  });

  it('gives up after maxRetries failures in a row', () => {
    const failures: MachineInput[] = [];
    for (let i = 0; i < policy.maxRetries; i++)
      failures.push({ type: 'failed', code: 1006, socketOpen: false }, { type: 'retryDue' });
    const almost = run(failures, ready);
    expect(almost.state).toMatchObject({ status: S.Reconnecting, failures: policy.maxRetries });
    const done = run([{ type: 'failed', code: 1006, socketOpen: false }], almost.state);
    expect(done.state).toEqual(INITIAL_STATE);
    // The reconnection attempts failed: the last word is that the connection could not be made.
    expect(statuses(done.effects)).toEqual([[S.Disconnected, ConnectionError.ConnectionFailed, 1006]]);
  });

  it('INVALID SESSION: forget the session and identify again after a short random pause', () => {
    const { state, effects } = run([{ type: 'invalidSession', resumable: false }], ready);
    expect(state).toMatchObject({ status: S.Connected, resumable: false });
    expect(effects).toEqual([
      { type: 'forgetSession' },
      { type: 'identify', ms: 30 },
      { type: 'status', status: S.Connected, error: 0, detail: 0 },
    ]);
  });

  it('a new token closes the session (1000) and identifies afresh at once', () => {
    const { state, effects } = run([{ type: 'tokenChanged' }], ready);
    expect(state.status).toBe(S.Reconnecting);
    expect(effects.slice(0, 3)).toEqual([
      { type: 'close', code: 1000 },
      { type: 'forgetSession' },
      { type: 'open', resume: false },
    ]);
    expect(run([{ type: 'tokenChanged' }]).effects).toEqual([]);
  });

  it('Disconnect: from Ready through Disconnecting (error None); before Ready, ConnectionCanceled', () => {
    const closing = run([{ type: 'disconnect' }], ready);
    expect(closing.effects[0]).toEqual({ type: 'close', code: 1000 });
    const closed = run([{ type: 'closeDone' }], closing.state);
    expect(statuses([...closing.effects, ...closed.effects])).toEqual([
      [S.Disconnecting, 0, 0],
      [S.Disconnected, 0, 0],
    ]);
    const early = run([{ type: 'connect' }, { type: 'disconnect' }]);
    expect(early.state.status).toBe(S.Disconnected);
    expect(statuses(early.effects).at(-1)).toEqual([S.Disconnected, ConnectionError.ConnectionCanceled, 0]);
  });

  it('Connect while disconnecting connects again once closed', () => {
    const { state, effects } = run(
      [{ type: 'disconnect' }, { type: 'connect' }, { type: 'closeDone' }],
      ready,
    );
    expect(state.status).toBe(S.HttpWait);
    expect(effects.at(-2)).toEqual({ type: 'resolveUrl' });
  });
});

describe('connection state machine: property', () => {
  const input: fc.Arbitrary<MachineInput> = fc.oneof(
    fc.constant({ type: 'connect' as const }),
    fc.constant({ type: 'disconnect' as const }),
    fc.constant({ type: 'urlResolved' as const }),
    fc.record({
      type: fc.constant('urlFailed' as const),
      retryable: fc.boolean(),
      detail: fc.constantFrom(0, 401, 429, 503),
    }),
    fc.constant({ type: 'opened' as const }),
    fc.constant({ type: 'ready' as const }),
    fc.record({
      type: fc.constant('failed' as const),
      code: fc.constantFrom(0, 1000, 1001, 1006, 4000, 4002, 4004, 4007, 4008, 4009, 4012),
      socketOpen: fc.boolean(),
    }),
    fc.record({ type: fc.constant('invalidSession' as const), resumable: fc.boolean() }),
    fc.constant({ type: 'tokenChanged' as const }),
    fc.constant({ type: 'retryDue' as const }),
    fc.constant({ type: 'closeDone' as const }),
  );
  const step = fc.tuple(input, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }));

  it('stays in the enum, waits within the policy, and bounds the attempts between successes', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 120 }), (steps) => {
        let state = INITIAL_STATE;
        let attempts = 0;
        for (const [next, random] of steps) {
          const before = state;
          const out = transition(state, next, { policy, random });
          state = out.state;
          expect(isConnectionStatus(state.status)).toBe(true);
          expect(state.failures).toBeGreaterThanOrEqual(0);
          expect(state.failures).toBeLessThanOrEqual(policy.maxRetries);
          if (state.waiting) expect([S.Reconnecting, S.HttpWait]).toContain(state.status);
          if (before.status === S.Disconnected && next.type !== 'connect') expect(out.effects).toEqual([]);
          const reported = out.effects.filter((e) => e.type === 'status');
          if (state.status === before.status) expect(reported).toEqual([]);
          else expect(reported).toEqual([expect.objectContaining({ status: state.status })]);
          for (const effect of out.effects) {
            if (effect.type === 'wait') expect(effect.ms).toBeLessThanOrEqual(policy.backoffMaxMs);
            if (effect.type === 'wait') expect(effect.ms).toBeGreaterThanOrEqual(0);
            if (effect.type === 'identify') expect(effect.ms).toBeLessThanOrEqual(policy.reidentifyMaxMs);
          }
          // A fresh start (Connect, a new token) or a success resets the count of attempts.
          const fresh =
            state.status === S.Ready ||
            next.type === 'tokenChanged' ||
            (before.status !== S.HttpWait && state.status === S.HttpWait);
          if (fresh) attempts = 0;
          attempts += out.effects.filter((e) => e.type === 'open' || e.type === 'resolveUrl').length;
          // The first address request, the first socket, then one attempt per allowed retry.
          expect(attempts).toBeLessThanOrEqual(policy.maxRetries + 2);
        }
      }),
      { numRuns: 400, seed: 12 },
    );
  });

  it('from any state, failures alone end in Disconnected within a bounded number of rounds', () => {
    const failing: MachineInput[] = [
      { type: 'failed', code: 1006, socketOpen: false },
      { type: 'urlFailed', retryable: true, detail: 503 },
      { type: 'retryDue' },
      { type: 'urlResolved' },
      { type: 'closeDone' },
    ];
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let state = INITIAL_STATE;
        for (const [next, random] of steps) state = transition(state, next, { policy, random }).state;
        for (let round = 0; round < policy.maxRetries + 3 && state.status !== S.Disconnected; round++)
          for (const next of failing) state = transition(state, next, { policy, random: 0.5 }).state;
        expect(state.status).toBe(S.Disconnected);
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});

describe('connection state machine: hostile loops (issue 32)', () => {
  it('READY then RECONNECT every time: READY does not reset the count, so it gives up after maxRetries', () => {
    let state = ready;
    const effects: Effect[] = [];
    let rounds = 0;
    while (state.status !== S.Disconnected && rounds < 50) {
      const out = run(
        [
          { type: 'failed', code: 0, socketOpen: true },
          { type: 'retryDue' },
          { type: 'opened' },
          { type: 'ready' },
        ],
        state,
      );
      state = out.state;
      effects.push(...out.effects);
      rounds++;
    }
    expect(rounds).toBe(policy.maxRetries + 1);
    expect(statuses(effects).at(-1)).toEqual([S.Disconnected, ConnectionError.UnexpectedClose, 0]);
    // The waits grew: backoff, not a fixed pace.
    const waits = effects.flatMap((e) => (e.type === 'wait' ? [e.ms] : []));
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(waits.at(-1)).toBeGreaterThan(waits[0] as number);
  });

  it('a connection that stayed healthy forgets its failures', () => {
    const flaky = run(
      [{ type: 'failed', code: 1006, socketOpen: false }, { type: 'retryDue' }, ...toReady.slice(2)],
      ready,
    );
    expect(flaky.state).toMatchObject({ status: S.Ready, failures: 1 });
    expect(run([{ type: 'healthy' }], flaky.state).state).toMatchObject({ status: S.Ready, failures: 0 });
    // Only while Ready: a late report of an older connection changes nothing.
    const lost = run([{ type: 'failed', code: 1006, socketOpen: false }], flaky.state).state;
    expect(run([{ type: 'healthy' }], lost).state).toEqual(lost);
  });

  it('endless INVALID SESSION: the second closes and backs off, and the loop ends in a reported error', () => {
    const first = run([{ type: 'invalidSession', resumable: false }], ready);
    expect(first.effects.some((e) => e.type === 'identify')).toBe(true);
    let state = first.state;
    const effects: Effect[] = [];
    let rounds = 0;
    while (state.status !== S.Disconnected && rounds < 50) {
      const out = run(
        [{ type: 'invalidSession', resumable: false }, { type: 'retryDue' }, { type: 'opened' }],
        state,
      );
      state = out.state;
      effects.push(...out.effects);
      rounds++;
    }
    expect(rounds).toBe(policy.maxRetries + 1);
    expect(effects[0]).toEqual({ type: 'close', code: 1000 });
    expect(statuses(effects)[0]).toEqual([
      S.Reconnecting,
      ConnectionError.ConnectionFailed,
      INVALID_SESSION_DETAIL,
    ]);
    expect(statuses(effects).at(-1)).toEqual([
      S.Disconnected,
      ConnectionError.ConnectionFailed,
      INVALID_SESSION_DETAIL,
    ]);
  });
});
