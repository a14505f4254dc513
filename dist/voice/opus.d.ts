/** Encodes and decodes one stream. */
export interface OpusCodec {
    /** One frame of interleaved Int16 PCM ({@link FRAME_VALUES}) to an Opus packet. */
    encode(pcm: Int16Array): Buffer;
    /**
     * An Opus packet to interleaved Int16 PCM (one frame).
     * @throws Error for a packet the decoder refuses.
     */
    decode(packet: Buffer): Int16Array;
    /** Frees what the codec holds (opusscript's WebAssembly memory). */
    close(): void;
}
/** Which package an {@link OpusCodec} comes from. */
export type OpusBackend = '@discordjs/opus' | 'opusscript';
/**
 * Loads an Opus package once: `@discordjs/opus` unless `prefer` says `opusscript` or the native one does
 * not load here.
 * @throws Error saying to install `opusscript` when neither loads.
 */
export declare function loadOpus(prefer?: OpusBackend): {
    backend: OpusBackend;
    make: () => OpusCodec;
};
/** The Opus packet of a silent frame that ends a talk spurt (five of them are sent). */
export declare const SILENCE_FRAME: Buffer;
/** Whether a packet is the silence frame. */
export declare function isSilenceFrame(packet: Uint8Array): boolean;
