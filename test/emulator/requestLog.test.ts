import { describe, expect, it } from 'vitest';
import { RequestLog, type RequestLogStart, redactedQuery } from '../../src/emulator/requestLog.js';

const request = (path: string): RequestLogStart => ({
  time: 1000,
  method: 'GET',
  path,
  query: redactedQuery(path),
  route: null,
  auth: 'none',
  bucket: null,
});

describe('RequestLog', () => {
  it('keeps the last `capacity` entries, oldest first, and filters by sequence number', () => {
    const log = new RequestLog(3);
    for (let i = 1; i <= 7; i++) {
      const entry = log.start(request(`/r${i}`));
      entry.status = 200 + i;
      entry.durationMs = i;
    }
    expect(log.list().map((e) => [e.seq, e.path, e.status, e.durationMs])).toEqual([
      [5, '/r5', 205, 5],
      [6, '/r6', 206, 6],
      [7, '/r7', 207, 7],
    ]);
    expect(log.list(6).map((e) => e.seq)).toEqual([7]);
  });

  it('a reused entry starts clean: no status, fault, drop or error of the request it held before', () => {
    const log = new RequestLog(1);
    const first = log.start(request('/a?x=1'));
    first.status = 500;
    first.fault = 3;
    first.error = 'boom';
    log.start(request('/b'));
    expect(log.list()).toEqual([
      {
        seq: 2,
        status: null,
        durationMs: null,
        fault: null,
        dropped: false,
        error: null,
        note: null,
        time: 1000,
        method: 'GET',
        path: '/b',
        query: {},
        route: null,
        auth: 'none',
        bucket: null,
      },
    ]);
  });

  it('never hands out the entry of a request still in flight: its late answer does not touch newer entries', () => {
    const log = new RequestLog(2);
    const slow = log.start(request('/slow'));
    const dropped = log.start(request('/dropped'));
    dropped.dropped = true;
    const third = log.start(request('/third'));
    const fourth = log.start(request('/fourth'));
    expect(third).not.toBe(slow);
    expect(fourth).not.toBe(dropped);
    slow.status = 200; // answered after it left the log
    expect(log.list().map((e) => [e.path, e.status])).toEqual([
      ['/third', null],
      ['/fourth', null],
    ]);
  });

  it('list() gives copies; clear() empties the log and sequence numbers go on', () => {
    const log = new RequestLog(4);
    log.start(request('/a?limit=5&token=secret'));
    const [copy] = log.list();
    expect(copy?.query).toEqual({ limit: '5', token: '[redacted]' });
    if (copy) copy.query.limit = 'changed';
    expect(log.list()[0]?.query.limit).toBe('5');
    log.clear();
    expect(log.list()).toEqual([]);
    expect(log.start(request('/b')).seq).toBe(2);
  });
});
