/**
 * Opus at 48 kHz stereo in 20 ms frames, through a maintained package, loaded lazily on the first call
 * (importing the SDK stays cheap): `@discordjs/opus` (libopus, native) where its prebuilt binary loads,
 * else `opusscript` (libopus compiled to WebAssembly). The encoder runs in VOIP mode with in-band FEC on
 * and an expected loss of 10%, so a peer's libopus can rebuild a lost frame from the next one. Neither
 * package exposes `opus_decode`'s FEC flag or a decode of nothing, so concealment of a lost frame is
 * ours (signal.ts): the last frame again, fading. Complexity 5, 64 kb/s.
 */
import { createRequire } from 'node:module';
import { CHANNELS, FRAME_SAMPLES, FRAME_VALUES, SAMPLE_RATE } from './audioIo.js';
// libopus CTLs (opus_defines.h).
const OPUS_SET_BITRATE = 4002;
const OPUS_SET_COMPLEXITY = 4010;
const OPUS_SET_INBAND_FEC = 4012;
const OPUS_SET_PACKET_LOSS_PERC = 4014;
const BITRATE = 64_000;
const EXPECTED_LOSS_PERCENT = 10;
/** 0..10; 5 halves the encoder's CPU against the default 10 for speech (bench/voice.ts). */
const COMPLEXITY = 5;
let loaded;
function toPcm(decoded) {
    // Copied (one memcpy) into an aligned array the game may keep and change; both packages give
    // little-endian samples, as every platform Node runs on is.
    const out = new Int16Array(FRAME_VALUES);
    new Uint8Array(out.buffer).set(decoded.subarray(0, Math.min(decoded.length, FRAME_VALUES * 2)));
    return out;
}
function pcmBuffer(pcm) {
    return Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
}
function nativeMaker(mod) {
    return () => {
        const codec = new mod.OpusEncoder(SAMPLE_RATE, CHANNELS);
        codec.applyEncoderCTL(OPUS_SET_BITRATE, BITRATE);
        codec.applyEncoderCTL(OPUS_SET_COMPLEXITY, COMPLEXITY);
        codec.applyEncoderCTL(OPUS_SET_INBAND_FEC, 1);
        codec.applyEncoderCTL(OPUS_SET_PACKET_LOSS_PERC, EXPECTED_LOSS_PERCENT);
        return {
            encode: (pcm) => codec.encode(pcmBuffer(pcm)),
            decode: (packet) => toPcm(codec.decode(packet)),
            close: () => undefined,
        };
    };
}
function scriptMaker(Mod) {
    return () => {
        const codec = new Mod(SAMPLE_RATE, CHANNELS, Mod.Application.VOIP);
        codec.encoderCTL(OPUS_SET_BITRATE, BITRATE);
        codec.encoderCTL(OPUS_SET_COMPLEXITY, COMPLEXITY);
        codec.encoderCTL(OPUS_SET_INBAND_FEC, 1);
        codec.encoderCTL(OPUS_SET_PACKET_LOSS_PERC, EXPECTED_LOSS_PERCENT);
        let closed = false;
        return {
            encode: (pcm) => Buffer.from(codec.encode(pcmBuffer(pcm), FRAME_SAMPLES)),
            decode: (packet) => toPcm(codec.decode(packet)),
            close: () => {
                if (closed)
                    return;
                closed = true;
                codec.delete();
            },
        };
    };
}
/**
 * Loads an Opus package once: `@discordjs/opus` unless `prefer` says `opusscript` or the native one does
 * not load here.
 * @throws Error saying to install `opusscript` when neither loads.
 */
export function loadOpus(prefer) {
    if (loaded !== undefined && (prefer === undefined || loaded.backend === prefer))
        return loaded;
    const require = createRequire(import.meta.url);
    const failures = [];
    if (prefer !== 'opusscript') {
        try {
            const mod = require('@discordjs/opus');
            // A first encode proves the binary runs on this machine, not only that it was found.
            const make = nativeMaker(mod);
            make().encode(new Int16Array(FRAME_VALUES));
            loaded = { backend: '@discordjs/opus', make };
            return loaded;
        }
        catch (error) {
            failures.push(`@discordjs/opus: ${error instanceof Error ? error.message.split('\n')[0] : 'failed'}`);
        }
    }
    try {
        const Mod = require('opusscript');
        loaded = { backend: 'opusscript', make: scriptMaker(Mod) };
        return loaded;
    }
    catch (error) {
        failures.push(`opusscript: ${error instanceof Error ? error.message.split('\n')[0] : 'failed'}`);
    }
    throw new Error(`voice: no Opus package loads (${failures.join('; ')}): install opusscript`);
}
/** The Opus packet of a silent frame that ends a talk spurt (five of them are sent). */
export const SILENCE_FRAME = Buffer.from([0xf8, 0xff, 0xfe]);
/** Whether a packet is the silence frame. */
export function isSilenceFrame(packet) {
    return packet.length === 3 && packet[0] === 0xf8 && packet[1] === 0xff && packet[2] === 0xfe;
}
