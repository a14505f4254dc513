/**
 * The players of a call test: each joins the lobby's call with PCM callbacks, sends its own tone (a
 * distinct frequency each) and records what it hears per user, its statuses, the speaking changes and
 * the participant and voice-state changes it is told about. Every callback pokes one {@link Wake}, so a
 * test waits on what happens (a frame heard every 20 ms keeps the waits moving), bounded.
 */
import { Call, type CallStatus, type UserAudioReceivedCallback } from '../../src/index.js';
import type { TestPlayer } from '../../src/testing/index.js';
import { Heard, tone, type Wake } from './audio.js';

export interface Talker {
  readonly player: TestPlayer;
  readonly call: Call;
  readonly heard: Heard;
  /** Its capture callback (`on = false` sends what the capture gives: silence). */
  readonly voice: ReturnType<typeof tone>;
  readonly hz: number;
  readonly statuses: string[];
  readonly speaking: [string, boolean][];
  readonly participants: [string, boolean][];
  readonly voiceStates: string[];
}

/**
 * Starts `player`'s call in the lobby, sending a tone of `hz`. `after`, if given, runs in the received
 * callback once the buffer is recorded in `heard`, on the same buffer (what it writes is what is played),
 * and its `true` also mutes that buffer's playback.
 */
export function talk(
  player: TestPlayer,
  lobbyId: string,
  wake: Wake,
  hz: number,
  after?: UserAudioReceivedCallback,
): Talker {
  const heard = new Heard(wake);
  const voice = tone(hz);
  const received: UserAudioReceivedCallback =
    after === undefined
      ? heard.callback
      : (...args) => {
          const mute = heard.callback(...args) === true;
          return after(...args) === true || mute;
        };
  const call = player.StartCallWithAudioCallbacks(lobbyId, received, voice);
  if (call === null) throw new Error(`${player.name}: StartCallWithAudioCallbacks returned null`);
  const talker: Talker = {
    player,
    call,
    heard,
    voice,
    hz,
    statuses: [],
    speaking: [],
    participants: [],
    voiceStates: [],
  };
  call.SetStatusChangedCallback((status, error, detail) => {
    talker.statuses.push(`${Call.StatusToString(status)}:${Call.ErrorToString(error)}:${detail}`);
    wake.poke();
  });
  call.SetSpeakingStatusChangedCallback((userId, on) => {
    talker.speaking.push([userId, on]);
    wake.poke();
  });
  call.SetParticipantChangedCallback((userId, added) => {
    talker.participants.push([userId, added]);
    wake.poke();
  });
  call.SetOnVoiceStateChangedCallback((userId) => {
    talker.voiceStates.push(userId);
    wake.poke();
  });
  return talker;
}

/** Waits until every talker's call is Connected and each hears every other one's tone. */
export async function connected(wake: Wake, talkers: readonly Talker[]): Promise<void> {
  await wake.until(
    () => talkers.every((t) => t.call.GetStatus() === (Call.Status.Connected as CallStatus)),
    'every call Connected',
  );
  for (const t of talkers)
    for (const other of talkers)
      if (other !== t)
        await wake.until(
          () => t.heard.toneFrames(other.player.id, other.hz, 0.005) >= 5,
          `${t.player.name} hears ${other.player.name}'s ${other.hz} Hz`,
        );
}

/** Waits until `listener` heard `frames` more frames of `from` (the other's audio as the test's clock). */
export async function framesPass(wake: Wake, listener: Talker, from: Talker, frames: number): Promise<void> {
  const start = listener.heard.heardOf(from.player.id);
  await wake.until(
    () => listener.heard.heardOf(from.player.id) >= start + frames,
    `${listener.player.name} hears ${frames} frames of ${from.player.name}`,
  );
}
