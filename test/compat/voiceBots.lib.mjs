/**
 * What the discord.js voice children share (voiceBots.child.mjs: two bots; voiceSdkPeer.child.mjs: one
 * bot beside the SDK's own voice stack): a bounded wait, a bot's login against the emulator, its join of
 * the guild's voice channel, a tone to play and the measure of what was heard. Plain JavaScript: the
 * children run under whichever Node the test chose (Node 22 for @discordjs/voice 0.19).
 */
import { Client, Events, GatewayIntentBits } from 'discord.js';

export const RATE = 48_000;

/** `promise`, or a rejection naming `what` after `ms`. */
export function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out: ${what}`)), ms);
    }),
  ]);
}

/** A discord.js client logged in to the emulator at `url` (its READY received). */
export async function login(token, url) {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildVoiceStates],
    rest: { api: `${url}/api` },
  });
  const ready = new Promise((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(token);
  await withTimeout(ready, 15_000, 'ClientReady');
  return client;
}

/** Joins the voice channel with `voice` (the @discordjs/voice module in use); its VoiceConnection. */
export function join(voice, client, { guildId, channelId, selfDeaf, debug }) {
  const guild = client.guilds.cache.get(guildId);
  if (!guild) throw new Error(`guild ${guildId} not in the cache`);
  return voice.joinVoiceChannel({
    channelId,
    guildId,
    adapterCreator: guild.voiceAdapterCreator,
    selfDeaf,
    selfMute: false,
    group: client.user.id,
    debug,
  });
}

/** `seconds` of 16-bit stereo PCM of a sine wave of `hz`. */
export function tone(hz, seconds) {
  const frames = Math.round(RATE * seconds);
  const pcm = Buffer.alloc(frames * 4);
  for (let i = 0; i < frames; i++) {
    const sample = Math.round(Math.sin((2 * Math.PI * hz * i) / RATE) * 12_000);
    pcm.writeInt16LE(sample, i * 4);
    pcm.writeInt16LE(sample, i * 4 + 2);
  }
  return pcm;
}

/**
 * Frequency by positive-going zero crossings of the left channel, and its RMS, over the sounding part
 * (the silence frames that end a stream decode to near zero and are left out).
 */
export function measure(pcm) {
  const total = pcm.length / 4;
  const left = (i) => pcm.readInt16LE(i * 4);
  let first = 0;
  while (first < total && Math.abs(left(first)) < 1000) first++;
  let last = total - 1;
  while (last > first && Math.abs(left(last)) < 1000) last--;
  let crossings = 0;
  let energy = 0;
  let previous = 0;
  let firstCrossing = -1;
  let lastCrossing = -1;
  for (let i = first; i <= last; i++) {
    const value = left(i);
    if (previous < 0 && value >= 0) {
      if (firstCrossing < 0) firstCrossing = i;
      else crossings++;
      lastCrossing = i;
    }
    previous = value;
    energy += value * value;
  }
  const span = Math.max(1, lastCrossing - firstCrossing);
  const samples = Math.max(1, last - first + 1);
  return { hz: (crossings * RATE) / span, rms: Math.sqrt(energy / samples), samples };
}
