import { AudioSystem } from './callValues.js';
/** The options of the C++ library's `Client(ClientCreateOptions)`. */
export declare class ClientCreateOptions {
    #private;
    /** Where the API is: the service's origin, with or without `/api` (default `https://discord.com/api`). */
    ApiBase(): string;
    /**
     * @param ApiBase - an http(s) URL: the origin, or the origin followed by `/api`.
     * @throws ValidationError naming `ApiBase` for anything else.
     */
    SetApiBase(ApiBase: string): void;
    /** Where the web pages the client opens are (default `https://discord.com`). */
    WebBase(): string;
    /**
     * @param WebBase - an http(s) URL; its origin is used.
     * @throws ValidationError naming `WebBase` unless an http or https URL.
     */
    SetWebBase(WebBase: string): void;
    /** The mobile audio path (default `AudioSystem.Standard`); kept, with nothing to choose on a desktop OS. */
    ExperimentalAudioSystem(): AudioSystem;
    /** @throws ValidationError naming `ExperimentalAudioSystem` unless an `AudioSystem` value. */
    SetExperimentalAudioSystem(ExperimentalAudioSystem: AudioSystem): void;
    /** Android's Bluetooth routing switch (default false); kept, with nothing to do on a desktop OS. */
    ExperimentalAndroidPreventCommsForBluetooth(): boolean;
    /** @throws ValidationError naming `ExperimentalAndroidPreventCommsForBluetooth` unless a boolean. */
    SetExperimentalAndroidPreventCommsForBluetooth(ExperimentalAndroidPreventCommsForBluetooth: boolean): void;
    /** The thread-affinity hint (a 64-bit mask), or undefined (the default); kept, and ignored here. */
    CpuAffinityMask(): bigint | undefined;
    /**
     * @param CpuAffinityMask - a mask of 0..2^64-1 as a bigint, a safe integer or a decimal string; undefined
     *   clears it.
     * @throws ValidationError naming `CpuAffinityMask` for anything else.
     */
    SetCpuAffinityMask(CpuAffinityMask: bigint | number | string | undefined): void;
    /** The `ClientOptions` these stand for. */
    toClientOptions(): {
        baseUrl: string;
        webBase: string;
    };
}
