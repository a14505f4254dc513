/**
 * The hand-off socket under pressure (hardening): idle connections held by a local process cannot make a
 * legitimate launch lose its redirect, and a burst of launches is handed over whole.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forwardRedirect } from '../../src/deeplink/protocol.js';
import { startRedirectReceiver } from '../../src/deeplink/receiver.js';

const root = mkdtempSync(join(tmpdir(), 'social-sdk-handoff-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const url = (n: number): string => `discord-4321:/authorize/callback?code=c${n}&state=s${n}`;

async function primary(directory: string, received: string[]) {
  const receiver = await startRedirectReceiver({
    scheme: '4321',
    argv: [],
    socketDirectory: join(root, directory),
    onRedirect: (u) => {
      received.push(u);
    },
  });
  if (receiver.role !== 'primary') throw new Error('expected to be the running instance');
  return receiver;
}

function idleConnection(endpoint: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(endpoint);
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('redirect hand-off under pressure', () => {
  it('a launch is handed over while a local process holds idle connections (more than 8)', async () => {
    const received: string[] = [];
    const receiver = await primary('idle', received);
    const idle = await Promise.all(Array.from({ length: 20 }, () => idleConnection(receiver.endpoint)));
    try {
      await forwardRedirect(receiver.endpoint, url(1));
      expect(received).toEqual([url(1)]);
    } finally {
      for (const socket of idle) socket.destroy();
      await receiver.close();
    }
  });

  it('a burst of 50 launches is handed over whole, each URL once', async () => {
    const received: string[] = [];
    const receiver = await primary('burst', received);
    try {
      const launches = Array.from({ length: 50 }, (_, n) => forwardRedirect(receiver.endpoint, url(n)));
      await Promise.all(launches);
      expect([...received].sort()).toEqual(Array.from({ length: 50 }, (_, n) => url(n)).sort());
    } finally {
      await receiver.close();
    }
  });

  it('an idle connection is dropped after the short line deadline, freeing its place', async () => {
    const received: string[] = [];
    const receiver = await primary('deadline', received);
    try {
      const socket = await idleConnection(receiver.endpoint);
      const closed = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 5000);
        socket.once('close', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      expect(closed).toBe(true);
    } finally {
      await receiver.close();
    }
  });
});
