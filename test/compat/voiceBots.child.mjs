/**
 * Run by discordjsVoice.test.ts in its own process, whose NODE_EXTRA_CA_CERTS trusts the emulator's
 * local CA (read by Node at start only): two discord.js bots with @discordjs/voice 0.18, unchanged, join
 * the guild's voice channel; A plays a 440 Hz tone, B receives A's Opus through its receiver, decodes it
 * with prism-media (opusscript) and measures it; both leave. Prints one JSON line with what it measured.
 * VOICE_MODULE names another @discordjs/voice to use (discordjsVoiceDave.test.ts: 0.19, with DAVE, run
 * by Node 22): then the tone is played once both connections share a DAVE group (the same voice privacy
 * code), and the codes are reported.
 */
import { Readable } from 'node:stream';
import prism from 'prism-media';
import { join, login, measure, RATE, tone, withTimeout } from './voiceBots.lib.mjs';

const { EMULATOR_URL, TOKEN_A, TOKEN_B, GUILD_ID, CHANNEL_ID, VOICE_MODULE } = process.env;
const voice = await import(VOICE_MODULE ?? '@discordjs/voice');
const {
  AudioPlayerStatus,
  createAudioPlayer,
  createAudioResource,
  EndBehaviorType,
  entersState,
  StreamType,
  VoiceConnectionStatus,
} = voice;
const joinAs = (client, selfDeaf) =>
  join(voice, client, {
    guildId: GUILD_ID,
    channelId: CHANNEL_ID,
    selfDeaf,
    debug: VOICE_MODULE !== undefined,
  });

const result = { ok: false };
let a;
let b;
try {
  [a, b] = await Promise.all([login(TOKEN_A, EMULATOR_URL), login(TOKEN_B, EMULATOR_URL)]);
  const speaker = joinAs(a, true);
  const listener = joinAs(b, false);
  await withTimeout(
    Promise.all([
      entersState(speaker, VoiceConnectionStatus.Ready, 15_000),
      entersState(listener, VoiceConnectionStatus.Ready, 15_000),
    ]),
    20_000,
    'both connections Ready',
  );
  result.ready = true;
  result.voiceVersion = voice.version;
  if (VOICE_MODULE !== undefined) {
    // DAVE: wait (bounded) until both hold the same group, then report its privacy code.
    // Checked again on each of the connections' debug lines (DAVE logs each step there).
    const shared = () =>
      Boolean(speaker.voicePrivacyCode) && speaker.voicePrivacyCode === listener.voicePrivacyCode;
    const both = new Promise((resolve) => {
      const check = () => {
        if (!shared()) return;
        speaker.off('debug', check);
        listener.off('debug', check);
        resolve();
      };
      speaker.on('debug', check);
      listener.on('debug', check);
      check();
    });
    await withTimeout(both, 15_000, 'a shared DAVE group').finally(() => {
      result.privacyCodes = [speaker.voicePrivacyCode ?? null, listener.voicePrivacyCode ?? null];
    });
  }

  const chunks = [];
  let packets = 0;
  const receivedAll = new Promise((resolve, reject) => {
    listener.receiver.speaking.once('start', (userId) => {
      result.speakingUser = userId;
      const opus = listener.receiver.subscribe(userId, {
        end: { behavior: EndBehaviorType.AfterSilence, duration: 400 },
      });
      opus.on('data', () => packets++);
      const decoder = new prism.opus.Decoder({ frameSize: 960, channels: 2, rate: RATE });
      opus.pipe(decoder);
      decoder.on('data', (pcm) => chunks.push(pcm));
      decoder.on('error', reject);
      opus.on('end', () => resolve());
      opus.on('error', reject);
    });
  });

  const player = createAudioPlayer();
  speaker.subscribe(player);
  player.play(createAudioResource(Readable.from([tone(440, 1.5)]), { inputType: StreamType.Raw }));
  await withTimeout(entersState(player, AudioPlayerStatus.Playing, 10_000), 12_000, 'player Playing');
  await withTimeout(entersState(player, AudioPlayerStatus.Idle, 15_000), 16_000, 'player Idle');
  await withTimeout(receivedAll, 10_000, 'the listener received the tone');
  const pcm = Buffer.concat(chunks);
  result.packets = packets;
  result.measured = measure(pcm);

  speaker.destroy();
  listener.destroy();
  result.ok = true;
} catch (error) {
  result.error = String(error?.stack ?? error);
} finally {
  // Give the leaves (op 4 with channel_id null) a moment to be written before the sockets close.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await Promise.allSettled([a?.destroy(), b?.destroy()]);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}
