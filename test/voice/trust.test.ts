/**
 * The two ways to trust the emulator's voice CA: the SDK's option (`voice.ca`, what the testing fixtures
 * set) and Node's `NODE_EXTRA_CA_CERTS`, read at process start, so it is tried in a child process: the
 * SDK's voice socket with no `ca` option reaches the voice gateway (its Hello) with the variable set, and
 * is refused by TLS without it. Also: the option keeps Node's roots and the variable's certificate.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rootCertificates } from 'node:tls';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Call } from '../../src/index.js';
import { testEmulator } from '../../src/testing/index.js';
import { trustedCas } from '../../src/voice/networking.js';
import { Wake } from './audio.js';
import { talk } from './callWorld.js';

const run = promisify(execFile);
const fixture = testEmulator({ afterEach, afterAll, timeoutMs: 15_000 });
const ROOT = resolve(import.meta.dirname, '..', '..');

/** A child that opens the SDK's voice socket to `endpoint` with no `ca` option and prints the first op. */
const CHILD = `
import { VoiceWs } from './src/voice/networking.ts';
const timer = setTimeout(() => { console.log('timeout'); process.exit(0); }, 10000);
const ws = new VoiceWs('wss://' + process.argv[2] + '/?v=8', undefined, {
  onOpen() {},
  onMessage(frame) { console.log('op ' + frame.op); clearTimeout(timer); ws.close(); process.exit(0); },
  onClosed(code) { console.log('closed ' + code); clearTimeout(timer); process.exit(0); },
});
`;

describe('trusting the voice CA', () => {
  it('NODE_EXTRA_CA_CERTS alone lets the voice socket reach the gateway; without it TLS refuses', async () => {
    const [ana] = await fixture.players(1, { lobby: 'trust-env' });
    const lobbyId = ana.lobbyId as string;
    const wake = new Wake();
    const a = talk(ana, lobbyId, wake, 440);
    await wake.until(
      () => a.call.GetStatus() === Call.Status.Connected,
      'ana connected (the fixture set voice.ca)',
    );
    const { control } = fixture.emulator;
    const endpoint = control.voice.call(lobbyId)?.endpoint as string;
    const dir = mkdtempSync(join(tmpdir(), 'voice-ca-'));
    const caFile = join(dir, 'ca.pem');
    writeFileSync(caFile, (await control.voice.certificateAuthority()).pem);
    const script = join(dir, 'child.mts');
    writeFileSync(script, CHILD.replace('./src/voice/networking.ts', join(ROOT, 'src/voice/networking.ts')));
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const env = { ...process.env };
    delete env.NODE_EXTRA_CA_CERTS;
    const trusted = await run(tsx, [script, endpoint], {
      env: { ...env, NODE_EXTRA_CA_CERTS: caFile },
      timeout: 30_000,
    });
    expect(trusted.stdout.trim()).toBe('op 8');
    const refused = await run(tsx, [script, endpoint], { env, timeout: 30_000 });
    expect(refused.stdout.trim()).toMatch(/^closed /);
  });

  it('the ca option adds to Node’s roots and to NODE_EXTRA_CA_CERTS’s certificate', () => {
    const dir = mkdtempSync(join(tmpdir(), 'voice-ca-'));
    const file = join(dir, 'extra.pem');
    writeFileSync(file, 'EXTRA PEM');
    const saved = process.env.NODE_EXTRA_CA_CERTS;
    process.env.NODE_EXTRA_CA_CERTS = file;
    try {
      const list = trustedCas('OPTION PEM') ?? [];
      expect(list.slice(0, rootCertificates.length)).toEqual([...rootCertificates]);
      expect(list.slice(-2)).toEqual(['EXTRA PEM', 'OPTION PEM']);
      expect(trustedCas(undefined)).toBeUndefined();
    } finally {
      if (saved === undefined) delete process.env.NODE_EXTRA_CA_CERTS;
      else process.env.NODE_EXTRA_CA_CERTS = saved;
    }
  });
});
