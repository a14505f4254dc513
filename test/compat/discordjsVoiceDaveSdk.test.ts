/**
 * @discordjs/voice 0.19 (DAVE) and the SDK's own voice stack in one call: a discord.js bot (a child
 * process under Node 22, voiceSdkPeer.child.mjs, steered over stdin/stdout) and the SDK's MediaCall
 * (src/voice, in this process on Node 20) join the same guild voice channel of the emulator with DAVE
 * required. They form one MLS group (the same voice privacy code on both sides, the emulator's group
 * holding both), then audio crosses both ways end-to-end encrypted: the bot plays 440 Hz, which the SDK
 * side decrypts, decodes and hears; the SDK side sends 660 Hz, which the bot decrypts, decodes and
 * measures. The SDK's Client facade only calls lobbies and discord.js bots only join guild channels, so
 * the SDK side is a MediaCall on a bot user's voice grant from the main gateway (as voiceWorld.ts does).
 * Waits follow events: the child's lines, the SDK side's 20 ms capture frames and what it hears.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MediaCall } from '../../src/voice/mediaCall.js';
import { VoiceNetworkingCode } from '../../src/voice/networkingCode.js';
import { until } from '../connection/world.js';
import { botSession, joinChannel } from '../emulator/voiceWorld.js';
import { goertzel, Heard, tone, Wake } from '../voice/audio.js';
import { useDaveCompatWorld } from './node22.js';

const CHILD = fileURLToPath(new URL('./voiceSdkPeer.child.mjs', import.meta.url));
const BOT_HZ = 440;
const SDK_HZ = 660;
/** Frames of the SDK side's tone the bot decodes and measures (1 s). */
const SDK_FRAMES = 50;

const dave = useDaveCompatWorld();

interface PeerEvent {
  event: string;
  [field: string]: unknown;
}

/** The bot's child process: commands in, events out (each event pokes `wake`). */
class Peer {
  readonly events: PeerEvent[] = [];
  readonly #child: ChildProcess;
  readonly #wake: Wake;
  #stderr = '';
  exited = false;

  constructor(nodePath: string, env: Record<string, string>, wake: Wake) {
    this.#wake = wake;
    this.#child = spawn(nodePath, [CHILD], {
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let pending = '';
    this.#child.stdout?.on('data', (chunk: Buffer) => {
      pending += String(chunk);
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim() !== '') this.events.push(JSON.parse(line) as PeerEvent);
      wake.poke();
    });
    this.#child.stderr?.on('data', (chunk: Buffer) => {
      this.#stderr = (this.#stderr + String(chunk)).slice(-4000);
    });
    this.#child.on('exit', () => {
      this.exited = true;
      wake.poke();
    });
  }

  send(cmd: string, fields: Record<string, unknown> = {}): void {
    this.#child.stdin?.write(`${JSON.stringify({ cmd, ...fields })}\n`);
  }

  /** The latest event `name`, once it came (an `error` event or an exit fails the wait at once). */
  async next(name: string, timeoutMs = 20_000): Promise<PeerEvent> {
    const found = () => this.events.findLast((e) => e.event === name);
    const failed = () => this.events.find((e) => e.event === 'error');
    await this.#wake.until(
      () => found() !== undefined || failed() !== undefined || this.exited,
      `the bot's ${name}`,
      timeoutMs,
    );
    const error = failed();
    if (error !== undefined) throw new Error(`the bot's process failed: ${String(error.error)}`);
    const event = found();
    if (event === undefined) throw new Error(`the bot's process exited before ${name}: ${this.#stderr}`);
    return event;
  }

  /** The bot's voice privacy code as it last reported it. */
  code(): string | null {
    return (this.events.findLast((e) => e.event === 'code')?.code as string | null | undefined) ?? null;
  }

  kill(): void {
    if (!this.exited) this.#child.kill('SIGKILL');
  }
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('@discordjs/voice 0.19 and the SDK voice stack, DAVE required', () => {
  it('one MLS group, one privacy code; a tone crosses each way end-to-end encrypted', async (ctx) => {
    const nodePath = dave.nodePath(ctx);
    const w = dave.world();
    const [botApp, sdkApp] = w.bots;
    const voice = w.fx.emulator.control.voice;
    const wake = new Wake();
    const heard = new Heard(wake);
    const sdkTone = tone(SDK_HZ);
    sdkTone.on = false;

    // The SDK side: a voice grant for bot B from the main gateway, then its own voice stack on it.
    const gateway = await botSession(w, sdkApp);
    const joined = await joinChannel(w, gateway, w.voiceId);
    const media = new MediaCall(
      {
        ca: w.ca,
        dave: 'required',
        captured: (data, samples, rate, channels) => {
          sdkTone(data, samples, rate, channels);
          wake.poke();
        },
        received: heard.callback,
      },
      { onNetworking: wake.poke, onSpeaking: wake.poke, onTransmitting: wake.poke },
    );
    // A fixed threshold: the automatic one learns a steady tone as the noise floor.
    media.vad.automatic = false;
    media.vad.thresholdDb = -60;
    const peer = new Peer(
      nodePath,
      {
        NODE_EXTRA_CA_CERTS: dave.caFile(),
        EMULATOR_URL: w.fx.url,
        TOKEN: botApp.botToken,
        GUILD_ID: w.guildId,
        CHANNEL_ID: w.voiceId,
      },
      wake,
    );
    try {
      media.connect({
        endpoint: joined.endpoint,
        serverId: w.guildId,
        userId: sdkApp.botUserId,
        sessionId: joined.sessionId,
        token: joined.token,
      });
      await wake.until(() => media.networking?.code === VoiceNetworkingCode.Ready, 'the SDK side Ready');
      const ready = await peer.next('ready', 40_000);
      expect(ready.voiceVersion).toMatch(/^0\.19\./);
      expect(ready.userId).toBe(botApp.botUserId);

      // One group: the same privacy code on both sides, the emulator's group holding both users.
      await voice.daveSettled();
      await wake.until(() => {
        const code = media.e2ee?.privacyCode ?? '';
        return code !== '' && code === peer.code();
      }, 'the SDK side and the bot share one voice privacy code');
      const sdkCode = media.e2ee?.privacyCode;
      expect(sdkCode).toMatch(/^\d{30}$/);
      expect(peer.code()).toBe(sdkCode);
      const group = voice.call(w.voiceId)?.dave;
      expect(group?.protocolVersion).toBe(1);
      expect(group?.epoch).toBeGreaterThanOrEqual(1);
      expect(group?.members.filter((m) => m !== null).sort()).toEqual(
        [botApp.botUserId, sdkApp.botUserId].sort(),
      );
      expect(media.e2ee?.members().sort()).toEqual([botApp.botUserId, sdkApp.botUserId].sort());

      // The bot -> the SDK side: 1.5 s of 440 Hz (75 frames) decrypted, decoded and heard.
      peer.send('play');
      await wake.until(
        () => heard.toneFrames(botApp.botUserId, BOT_HZ, 0.01) >= 50,
        "50 frames of the bot's tone heard by the SDK side",
        15_000,
      );
      await peer.next('played');
      const botFrames = (heard.frames.get(botApp.botUserId) ?? []).filter((f) => goertzel(f, BOT_HZ) >= 0.01);
      const botPower = median(botFrames.map((f) => goertzel(f, BOT_HZ)));
      const botOther = median(botFrames.map((f) => goertzel(f, SDK_HZ)));
      expect(botPower).toBeGreaterThan(0.02);
      expect(botOther).toBeLessThan(botPower / 20);

      // The SDK side -> the bot: 660 Hz, decrypted by the bot's DAVE session, decoded and measured.
      peer.send('listen', { userId: sdkApp.botUserId, frames: SDK_FRAMES });
      await peer.next('listening');
      sdkTone.on = true;
      const botHeard = await peer.next('heard', 20_000);
      sdkTone.on = false;
      const measured = botHeard.measured as { hz: number; rms: number; samples: number };
      expect(botHeard.packets).toBeGreaterThanOrEqual(SDK_FRAMES);
      expect(measured.hz).toBeGreaterThan(SDK_HZ - 10);
      expect(measured.hz).toBeLessThan(SDK_HZ + 10);
      expect(measured.rms).toBeGreaterThan(2000);

      // Encrypted end to end both ways, nothing the relay could not open.
      const e2ee = media.e2ee?.stats;
      expect(e2ee?.framesEncrypted ?? 0).toBeGreaterThanOrEqual(SDK_FRAMES);
      expect(e2ee?.framesDecrypted ?? 0).toBeGreaterThanOrEqual(50);
      expect(voice.stats().relay?.drops.badTag).toBe(0);
      console.info(
        `bot -> SDK: ${botFrames.length} frames at ${BOT_HZ} Hz, median power ${botPower.toFixed(4)} ` +
          `(${SDK_HZ} Hz: ${botOther.toFixed(5)}); SDK -> bot: ${String(botHeard.packets)} packets, ` +
          `${measured.hz.toFixed(1)} Hz, RMS ${measured.rms.toFixed(0)}; privacy code ${String(sdkCode)}, ` +
          `epoch ${String(group?.epoch)}; SDK e2ee ${JSON.stringify(e2ee)}`,
      );

      // Both leave; the call ends.
      peer.send('leave');
      await peer.next('left');
      media.close();
      gateway.send({
        op: 4,
        d: { guild_id: w.guildId, channel_id: null, self_mute: false, self_deaf: false },
      });
      await until(() => voice.calls().length === 0, 'the call to end', 10_000);
    } finally {
      peer.kill();
      media.close();
      gateway.close();
    }
  }, 120_000);
});
