/**
 * The console's voice page in a real headless Chromium, with a live call of two raw voice clients:
 * both participants with their speaking lights on and their packets counted, then the page's actions
 * (server mute, network faults, disconnect), each through the control API and seen by the clients.
 * A screenshot is saved to test-results/console/voice-call.png.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawGateway } from '../connection/world.js';
import { until } from '../connection/world.js';
import {
  botSession,
  connectVoice,
  joinChannel,
  type Participant,
  sendRtp,
  startVoiceWorld,
  type VoiceWorld,
} from '../emulator/voiceWorld.js';
import { useBrowser } from '../support/browser.js';

const SCREENSHOTS = resolve(import.meta.dirname, '..', '..', 'test-results', 'console');
const browser = useBrowser();
let w: VoiceWorld;
let gateways: RawGateway[] = [];
let a: Participant;
let b: Participant;
let page: Page;

beforeAll(async () => {
  w = await startVoiceWorld();
  gateways = await Promise.all([botSession(w, w.bots[0]), botSession(w, w.bots[1])]);
  a = await connectVoice(w, await joinChannel(w, gateways[0] as RawGateway, w.voiceId), w.bots[0].botUserId);
  b = await connectVoice(w, await joinChannel(w, gateways[1] as RawGateway, w.voiceId), w.bots[1].botUserId, {
    mode: 'aead_xchacha20_poly1305_rtpsize',
  });
  a.voice.send(5, { speaking: 1, delay: 0, ssrc: a.ssrc });
  b.voice.send(5, { speaking: 1, delay: 0, ssrc: b.ssrc });
  await b.voice.next((f) => f.op === 5, 'A speaking at B');
  for (let i = 0; i < 10; i++) sendRtp(a, Buffer.from(`frame ${i}`));
  await until(() => b.udp.rtp().length >= 10, 'ten packets at B');
});
afterAll(async () => {
  a?.udp.close();
  b?.udp.close();
  await page?.close();
  await w?.fx.emulator.close();
});

const participant = (userId: string) =>
  w.fx.emulator.control.voice.call(w.voiceId)?.participants.find((p) => p.userId === userId);

describe('the voice page', () => {
  it('shows the call live and acts on it through the control API', async () => {
    page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${w.fx.url}/_emulator/ui#/voice`);
    await page.locator('main[data-page="voice"]').waitFor();
    await page.locator('#live.live-live').waitFor();
    await page.getByText(`Voice channel ${w.voiceId}`).waitFor();
    expect(await page.locator('.light[data-speaking="true"]').count()).toBe(2);
    await page.getByText(String(a.ssrc)).first().waitFor();
    // More packets: the counters on the page follow without a reload.
    for (let i = 0; i < 5; i++) sendRtp(a, Buffer.from(`more ${i}`));
    await page
      .getByText(/^15 \(/)
      .first()
      .waitFor();
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: resolve(SCREENSHOTS, 'voice-call.png'), fullPage: true });

    // Server mute A: its row's button.
    const rowOfA = page.locator('tr', { hasText: String(a.ssrc) });
    await rowOfA.getByRole('button', { name: 'Mute' }).click();
    await until(() => participant(w.bots[0].botUserId)?.serverMute === true, 'A server-muted');
    await rowOfA.getByText('muted').first().waitFor();

    // Network faults through the form.
    const faults = page.locator(`form[data-form="voice-faults-${w.voiceId}"]`);
    await faults.locator('input[name="lossPercent"]').fill('25');
    await faults.locator('input[name="seed"]').fill('9');
    await faults.getByRole('button', { name: 'Apply faults' }).click();
    await until(() => w.fx.emulator.control.voice.call(w.voiceId)?.faults?.lossPercent === 25, 'faults set');

    // Disconnect B: its voice connection closes 4014.
    await page
      .locator('tr', { hasText: String(b.ssrc) })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    expect((await b.voice.untilClosed()).code).toBe(4014);
    expect(errors).toEqual([]);
  });
});
