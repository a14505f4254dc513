/**
 * DAVE costs nothing until a call uses it: ts-mls is imported only by daveMls.ts, dynamically, when the
 * first DAVE call starts; everything else in src/ imports it for types only (erased), and nothing in the
 * emulator imports @snazzah/davey. A call without DAVE ('allowed', a client with version 0) never loads it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daveMlsLoaded } from '../../src/emulator/voice/daveMls.js';
import { botSession, connectVoice, joinChannel, startVoiceWorld, type VoiceWorld } from './voiceWorld.js';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

let w: VoiceWorld;
beforeAll(async () => {
  w = await startVoiceWorld({ voice: { dave: 'allowed' } });
});
afterAll(async () => {
  await w.fx.emulator.close();
});

describe('DAVE is loaded lazily', () => {
  it('src/ imports ts-mls for types only, but for the dynamic imports of daveMls.ts', () => {
    const found: string[] = [];
    for (const file of files(SRC)) {
      const text = readFileSync(file, 'utf8');
      const name = relative(SRC, file);
      for (const line of text.split('\n')) {
        if (/^import\s+(?!type\b).*from\s+'ts-mls/.test(line)) found.push(`${name}: ${line}`);
        if (/import\('ts-mls/.test(line) && name !== join('emulator', 'voice', 'daveMls.ts'))
          found.push(`${name}: ${line}`);
        if (name.startsWith('emulator') && /from\s+'@snazzah\/davey'|import\('@snazzah\/davey'/.test(line))
          found.push(`${name}: ${line}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('a call without DAVE never loads ts-mls', async () => {
    const gw = await botSession(w, w.bots[0]);
    const p = await connectVoice(w, await joinChannel(w, gw, w.voiceId), w.bots[0].botUserId, { dave: 0 });
    expect(w.fx.emulator.control.voice.call(w.voiceId)?.dave?.protocolVersion).toBe(0);
    await w.fx.emulator.control.voice.daveSettled();
    expect(daveMlsLoaded()).toBe(false);
    p.voice.close();
    p.udp.close();
    gw.close();
  });
});
