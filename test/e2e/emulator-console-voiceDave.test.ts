/**
 * The console's voice page with a call encrypted end to end (DAVE), in a real headless Chromium: two
 * members built on @snazzah/davey form a group through the voice gateway, and the page shows the call as
 * end-to-end encrypted (protocol version, epoch, group size) and each participant's DAVE version; when a
 * member leaves and the other is reset, the page follows. A screenshot is saved to
 * test-results/console/voice-dave.png.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawGateway } from '../connection/world.js';
import { DaveMember } from '../emulator/daveMember.js';
import { botSession, joinChannel, startVoiceWorld, type VoiceWorld } from '../emulator/voiceWorld.js';
import { useBrowser } from '../support/browser.js';

const SCREENSHOTS = resolve(import.meta.dirname, '..', '..', 'test-results', 'console');
const browser = useBrowser();
let w: VoiceWorld;
let gateways: RawGateway[] = [];
let a: DaveMember;
let b: DaveMember;
let page: Page;

beforeAll(async () => {
  w = await startVoiceWorld({ voice: { dave: 'required' } });
  gateways = await Promise.all([botSession(w, w.bots[0]), botSession(w, w.bots[1])]);
  const join = async (i: number) =>
    DaveMember.join(
      w,
      await joinChannel(w, gateways[i] as RawGateway, w.voiceId),
      (w.bots[i] as { botUserId: string }).botUserId,
      w.voiceId,
    );
  a = await join(0);
  b = await join(1);
  await Promise.all([a.untilEpoch(1), b.untilEpoch(1)]);
});
afterAll(async () => {
  a?.close();
  b?.close();
  await page?.close();
  await w?.fx.emulator.close();
});

describe('the voice page with DAVE', () => {
  it('shows the call encrypted end to end, and each participant in the group', async () => {
    page = await browser().newPage({ viewport: { width: 1280, height: 700 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${w.fx.url}/_emulator/ui#/voice`);
    await page.locator('main[data-page="voice"]').waitFor();
    await page.getByText(`Voice channel ${w.voiceId}`).waitFor();
    await page.getByText('end-to-end encrypted').waitFor();
    await page.getByText(/DAVE 1, epoch 1, 2 in the group/).waitFor();
    expect(await page.getByText('DAVE 1', { exact: true }).count()).toBe(2);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: resolve(SCREENSHOTS, 'voice-dave.png'), fullPage: true });
    // B leaves: A alone is reset, and the page says the group is forming again.
    (gateways[1] as RawGateway).send({
      op: 4,
      d: { guild_id: w.guildId, channel_id: null, self_mute: false, self_deaf: false },
    });
    await page.getByText('DAVE: forming the group').waitFor();
    expect(errors).toEqual([]);
  });
});
