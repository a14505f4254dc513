/**
 * The demo's voice part: both players join a lobby's call, the host sends a generated tone through the
 * capture callback (C5, 523.25 Hz: there is no microphone here, so the callback supplies the audio), and
 * the guest reports the frequency it hears (the peak of a Goertzel scan over what its received callback
 * got, not a byte comparison: Opus changes every sample) and the latency from the first tone frame
 * captured to the first one heard. Every wait is bounded and follows an event.
 */
import { Call } from '../client/calls.js';
const WAIT_MS = 10_000;
const LOBBY_SECRET = 'demo-voice-lobby';
const TONE_HZ = 523.25;
/** Power of `hz` in the left channel of interleaved stereo `data` (Goertzel, any frequency). */
function power(data, hz, sampleRate) {
    const n = data.length / 2;
    const coeff = 2 * Math.cos((2 * Math.PI * hz) / sampleRate);
    let s1 = 0;
    let s2 = 0;
    for (let i = 0; i < n; i++) {
        const s0 = (data[2 * i] ?? 0) / 32768 + coeff * s1 - s2;
        s2 = s1;
        s1 = s0;
    }
    return (s1 * s1 + s2 * s2 - coeff * s1 * s2) / (n * n);
}
/** The strongest frequency of `data` between 100 and 2000 Hz, to 1 Hz. */
function peak(data, sampleRate) {
    let best = 0;
    let bestPower = -1;
    for (let hz = 100; hz <= 2000; hz += 5) {
        const p = power(data, hz, sampleRate);
        if (p > bestPower)
            [best, bestPower] = [hz, p];
    }
    for (let hz = best - 5; hz <= best + 5; hz += 0.25) {
        const p = power(data, hz, sampleRate);
        if (p > bestPower)
            [best, bestPower] = [hz, p];
    }
    return best;
}
function until(what, check, poke) {
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the demo waited 10 s for ${what}`)), WAIT_MS);
        const wake = () => {
            if (!check())
                return;
            clearTimeout(timer);
            resolve();
        };
        poke(wake);
        wake();
    });
}
/** A short call: the host's tone, heard and measured by the guest. */
export async function shortCall(host, guest) {
    const lobbyId = await host.client.CreateOrJoinLobby(LOBBY_SECRET);
    await guest.client.CreateOrJoinLobby(LOBBY_SECRET);
    let wakers = [];
    const poke = () => {
        for (const wake of wakers)
            wake();
    };
    let sending = false;
    let toneStartedAt = 0;
    let heardAt = 0;
    let t = 0;
    const heard = [];
    const hostCall = host.client.StartCallWithAudioCallbacks(lobbyId, () => false, (data, samplesPerChannel, sampleRate, channels) => {
        if (!sending)
            return;
        if (toneStartedAt === 0)
            toneStartedAt = performance.now();
        for (let i = 0; i < samplesPerChannel; i++, t++) {
            const v = Math.round(8000 * Math.sin((2 * Math.PI * TONE_HZ * t) / sampleRate));
            for (let c = 0; c < channels; c++)
                data[i * channels + c] = v;
        }
    });
    const guestCall = guest.client.StartCallWithAudioCallbacks(lobbyId, (userId, data, _samples, sampleRate) => {
        if (userId !== host.client.GetCurrentUser().Id() || power(data, TONE_HZ, sampleRate) < 0.001)
            return false;
        if (heardAt === 0)
            heardAt = performance.now();
        heard.push(Int16Array.from(data));
        poke();
        return false;
    }, () => undefined);
    if (hostCall === null || guestCall === null)
        throw new Error('the demo could not start the call');
    for (const [name, call] of [
        [host.name, hostCall],
        [guest.name, guestCall],
    ])
        call.SetStatusChangedCallback((status, error) => {
            console.log(`   [${name}] call ${Call.StatusToString(status)}${error === 0 ? '' : ` (${Call.ErrorToString(error)})`}`);
            poke();
        });
    const connected = () => hostCall.GetStatus() === Call.Status.Connected && guestCall.GetStatus() === Call.Status.Connected;
    await until('both calls Connected', connected, (wake) => wakers.push(wake));
    console.log(`   in the call: ${guestCall.GetParticipants().length} participants`);
    sending = true;
    await until('the guest to hear the tone', () => heard.length >= 10, (wake) => wakers.push(wake));
    wakers = [];
    const frames = heard.slice(2, 10);
    const joined = new Int16Array(frames.reduce((n, f) => n + f.length, 0));
    let at = 0;
    for (const frame of frames) {
        joined.set(frame, at);
        at += frame.length;
    }
    console.log(`   [${host.name}] sends ${TONE_HZ} Hz through the capture callback; [${guest.name}] hears ${peak(joined, 48_000).toFixed(1)} Hz, ` +
        `${(heardAt - toneStartedAt).toFixed(0)} ms after it was captured (Opus, AES-GCM, the emulator's relay, the jitter buffer)`);
    await host.client.EndCall(lobbyId);
    await guest.client.EndCall(lobbyId, () => console.log(`   [${guest.name}] EndCall done`));
    await guest.client.LeaveLobby(lobbyId);
    await host.client.LeaveLobby(lobbyId);
}
