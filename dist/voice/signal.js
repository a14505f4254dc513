/**
 * The signal processing of a call, all pure and per frame: the level of a frame in dBFS, voice activity
 * from it (a fixed threshold in dB, or an automatic one that follows the noise floor), gain (volumes as
 * the C++ library gives them: 0-100 for input, 0-200 for output and per participant, 100 = unchanged),
 * and packet-loss concealment (the last frame again, fading, then silence).
 */
import { FRAME_VALUES } from './audioIo.js';
/** The level of a frame: its RMS in dB relative to full scale (-100 for digital silence). */
export function levelDbfs(frame) {
    let sum = 0;
    for (let i = 0; i < frame.length; i++) {
        const v = frame[i];
        sum += v * v;
    }
    if (sum === 0)
        return -100;
    const rms = Math.sqrt(sum / frame.length) / 32768;
    return Math.max(-100, 20 * Math.log10(rms));
}
/** Scales a frame in place by `percent` (100 = unchanged), saturating at Int16's range. */
export function applyGain(frame, percent) {
    if (percent === 100)
        return;
    const factor = percent / 100;
    for (let i = 0; i < frame.length; i++) {
        const v = Math.round(frame[i] * factor);
        frame[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
    }
}
/** Frames voice activity stays on after the level falls below the threshold (300 ms). */
export const VAD_HANGOVER_FRAMES = 15;
/** Automatic mode: how far above the noise floor speech must be, dB. */
const AUTO_MARGIN_DB = 12;
/** Automatic mode: never more sensitive than this, dB. */
const AUTO_FLOOR_MIN_DB = -70;
/**
 * Voice activity over successive frames: on while a frame's level is at or above the threshold, and for
 * {@link VAD_HANGOVER_FRAMES} after. Automatic mode tracks the noise floor (falls at once, rises 0.5 dB
 * a frame) and puts the threshold a margin above it.
 */
export class VoiceActivity {
    automatic = true;
    /** Fixed threshold, dBFS, -100..0. Default -60 (the C++ library's). */
    thresholdDb = -60;
    #floorDb = -100;
    #hang = 0;
    /** Whether the frame counts as voice. */
    update(frame) {
        const level = levelDbfs(frame);
        let threshold = this.thresholdDb;
        if (this.automatic) {
            this.#floorDb = level < this.#floorDb ? level : Math.min(level, this.#floorDb + 0.5);
            threshold = Math.max(AUTO_FLOOR_MIN_DB, this.#floorDb + AUTO_MARGIN_DB);
        }
        if (level >= threshold && level > -100) {
            this.#hang = VAD_HANGOVER_FRAMES;
            return true;
        }
        if (this.#hang > 0) {
            this.#hang--;
            return true;
        }
        return false;
    }
    reset() {
        this.#hang = 0;
    }
}
/** Frames concealed by repeating before concealment gives silence. */
const CONCEAL_FRAMES = 5;
/** Packet-loss concealment for one stream: the last good frame, halved each time, then silence. */
export class Concealment {
    #last = new Int16Array(FRAME_VALUES);
    #misses = 0;
    /** A frame decoded well: kept for concealment. */
    good(frame) {
        this.#last.set(frame.subarray(0, FRAME_VALUES));
        this.#misses = 0;
    }
    /** A frame to play in place of a lost one. */
    conceal() {
        this.#misses++;
        const out = new Int16Array(FRAME_VALUES);
        if (this.#misses > CONCEAL_FRAMES)
            return out;
        const factor = 0.5 ** this.#misses;
        for (let i = 0; i < FRAME_VALUES; i++)
            out[i] = Math.round(this.#last[i] * factor);
        return out;
    }
}
