/**
 * Run by discordjsVoiceDaveSdk.test.ts under Node 22, whose NODE_EXTRA_CA_CERTS trusts the emulator's
 * local CA: one discord.js bot with @discordjs/voice 0.19 (DAVE), unchanged, in the guild's voice channel
 * beside the SDK's own voice stack (driven by the test in its own process). The test steers it through
 * stdin, one JSON command a line, and reads what happened from stdout, one JSON event a line:
 *
 * - out `ready` (the connection is Ready), then `code` whenever the voice privacy code changes;
 * - in `play` -> a 440 Hz tone of 1.5 s is played -> out `played`;
 * - in `listen` `{ userId, frames }` -> the receiver subscribes to that user -> out `listening`; once
 *   `frames` Opus frames of it were decoded -> out `heard` (packets, the measured frequency and RMS);
 * - in `leave` -> the connection is destroyed -> out `left`.
 *
 * Any failure prints `error` and ends the process; every wait is bounded.
 */
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { Events } from 'discord.js';
import prism from 'prism-media';
import { join, login, measure, RATE, tone, withTimeout } from './voiceBots.lib.mjs';

const { EMULATOR_URL, TOKEN, GUILD_ID, CHANNEL_ID } = process.env;
const voice = await import('discordjs-voice-dave');
const { AudioPlayerStatus, EndBehaviorType, entersState, VoiceConnectionStatus } = voice;

const emit = (event) => process.stdout.write(`${JSON.stringify(event)}\n`);
const commands = createInterface({ input: process.stdin })[Symbol.asyncIterator]();

/** The next command from the test, which must be `name`. */
async function command(name, ms) {
  const next = await withTimeout(commands.next(), ms, `the command ${name}`);
  if (next.done) throw new Error(`stdin ended before the command ${name}`);
  const parsed = JSON.parse(next.value);
  if (parsed.cmd !== name) throw new Error(`expected the command ${name}, got ${next.value}`);
  return parsed;
}

/** Subscribes to `userId`'s audio; resolves with what `frames` decoded frames of it measure. */
function listen(connection, userId, frames) {
  const opus = connection.receiver.subscribe(userId, { end: { behavior: EndBehaviorType.Manual } });
  const decoder = new prism.opus.Decoder({ frameSize: 960, channels: 2, rate: RATE });
  const chunks = [];
  let packets = 0;
  const done = new Promise((resolve, reject) => {
    opus.on('data', () => packets++);
    opus.on('error', reject);
    decoder.on('error', reject);
    decoder.on('data', (pcm) => {
      chunks.push(pcm);
      if (chunks.length === frames) resolve();
    });
  });
  opus.pipe(decoder);
  return withTimeout(done, 15_000, `${frames} frames of ${userId}`).then(() => {
    opus.destroy();
    return { packets, measured: measure(Buffer.concat(chunks)) };
  });
}

let client;
try {
  client = await login(TOKEN, EMULATOR_URL);
  const connection = join(voice, client, {
    guildId: GUILD_ID,
    channelId: CHANNEL_ID,
    selfDeaf: false,
    debug: true,
  });
  await entersState(connection, VoiceConnectionStatus.Ready, 15_000);
  emit({ event: 'ready', userId: client.user.id, voiceVersion: voice.version });
  // DAVE logs each step on the connection's debug lines: the code is checked again on each.
  let code;
  const report = () => {
    if (connection.voicePrivacyCode === code) return;
    code = connection.voicePrivacyCode;
    emit({ event: 'code', code: code ?? null });
  };
  connection.on('debug', report);
  report();

  await command('play', 30_000);
  const player = voice.createAudioPlayer();
  connection.subscribe(player);
  const pcm = Readable.from([tone(440, 1.5)]);
  player.play(voice.createAudioResource(pcm, { inputType: voice.StreamType.Raw }));
  await entersState(player, AudioPlayerStatus.Playing, 10_000);
  await entersState(player, AudioPlayerStatus.Idle, 15_000);
  emit({ event: 'played' });

  const { userId, frames } = await command('listen', 30_000);
  const heard = listen(connection, userId, frames);
  emit({ event: 'listening' });
  emit({ event: 'heard', ...(await heard) });

  await command('leave', 30_000);
  // The leave (op 4 with channel_id null) has reached the emulator once it says this bot left.
  const left = new Promise((resolve) => {
    client.on(Events.VoiceStateUpdate, (_old, state) => {
      if (state.id === client.user.id && state.channelId === null) resolve();
    });
  });
  connection.destroy();
  await withTimeout(left, 10_000, 'the voice state without a channel');
  emit({ event: 'left' });
} catch (error) {
  emit({ event: 'error', error: String(error?.stack ?? error) });
} finally {
  await Promise.allSettled([client?.destroy()]);
  process.exit(0);
}
