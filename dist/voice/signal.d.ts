/** The level of a frame: its RMS in dB relative to full scale (-100 for digital silence). */
export declare function levelDbfs(frame: Int16Array): number;
/** Scales a frame in place by `percent` (100 = unchanged), saturating at Int16's range. */
export declare function applyGain(frame: Int16Array, percent: number): void;
/** Frames voice activity stays on after the level falls below the threshold (300 ms). */
export declare const VAD_HANGOVER_FRAMES = 15;
/**
 * Voice activity over successive frames: on while a frame's level is at or above the threshold, and for
 * {@link VAD_HANGOVER_FRAMES} after. Automatic mode tracks the noise floor (falls at once, rises 0.5 dB
 * a frame) and puts the threshold a margin above it.
 */
export declare class VoiceActivity {
    #private;
    automatic: boolean;
    /** Fixed threshold, dBFS, -100..0. Default -60 (the C++ library's). */
    thresholdDb: number;
    /** Whether the frame counts as voice. */
    update(frame: Int16Array): boolean;
    reset(): void;
}
/** Packet-loss concealment for one stream: the last good frame, halved each time, then silence. */
export declare class Concealment {
    #private;
    /** A frame decoded well: kept for concealment. */
    good(frame: Int16Array): void;
    /** A frame to play in place of a lost one. */
    conceal(): Int16Array;
}
