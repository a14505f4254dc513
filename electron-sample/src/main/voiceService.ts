/**
 * Voice in the lobby, over the Client's calls as the C++ library has them: `StartCall` / `EndCall` for the
 * lobby the player is in, the `Call`'s self mute and deafen, push-to-talk (`SetAudioMode(MODE_PTT)` and
 * `SetPTTActive` while the page's key is held), per-member volume (`SetParticipantVolume`), and the
 * device pickers (`GetInputDevices`, `SetInputDevice`, `SetDeviceChangeCallback`, ...). The devices
 * themselves stay here, in the main process: the page only ever sees names and ids, never a microphone
 * (docs/audio-devices.md, "Electron"). Calls use the OS devices only when the Client was made with
 * `audio: { devices: true }` (the sample's option, on in the app); without it, or without the SDK's
 * optional audio module, calls capture silence and the pickers say there are no devices.
 *
 * Like the lobby and the friends pane, the call's changes (status, participants, speaking, voice states,
 * device changes) arrive through the Client's callbacks on the game loop's frames (pumped mode) and are
 * pushed to the page as a new view. End-to-end encryption has no callback (its group forms and changes
 * epochs in the background), so `tick()`, run on each frame, pushes the view again when it changed.
 */
import {
  type AudioDevice,
  AudioModeType,
  type Call,
  CallError,
  CallStatus,
  Client,
  ClientStatus,
} from 'social-sdk';
import type {
  AudioDevicesView,
  AudioDeviceView,
  GameEvent,
  VoiceMemberView,
  VoiceView,
} from '../common/gameApi.js';
import type { LobbyService } from './lobbyService.js';

/** A call's status as the panel shows it. */
function statusText(status: CallStatus): string {
  return Object.entries(CallStatus).find(([, value]) => value === status)?.[0] ?? `status ${status}`;
}

/** Why a call ended, or null when it was simply left. */
function endedText(error: CallError, detail: number): string | null {
  if (error === CallError.None) return null;
  const name = Object.entries(CallError).find(([, value]) => value === error)?.[0] ?? `error ${error}`;
  return `the voice call ended: ${name}${detail === 0 ? '' : ` (${detail})`}`;
}

export interface VoiceServiceOptions {
  /** Calls use the OS devices, and the pickers list them (`ClientOptions.audio.devices`). */
  readonly devices: boolean;
}

export class VoiceService {
  readonly #client: Client;
  readonly #lobbies: LobbyService;
  readonly #emit: (event: GameEvent) => void;
  readonly #devices: boolean;
  #call: Call | undefined;
  /** Who the speaking callback said is sending voice now (the player included). */
  readonly #speaking = new Set<string>();
  /** What the last pushed view said about encryption, to push again when it changes (`tick`). */
  #shownEncryption = '';
  #input = Client.GetDefaultAudioDeviceId();
  #output = Client.GetDefaultAudioDeviceId();
  #watchingDevices = false;

  constructor(
    client: Client,
    lobbies: LobbyService,
    emit: (event: GameEvent) => void,
    options: VoiceServiceOptions,
  ) {
    this.#client = client;
    this.#lobbies = lobbies;
    this.#emit = emit;
    this.#devices = options.devices;
    // Members of the lobby joining or leaving its call (also before the player is in it).
    client.SetVoiceParticipantChangedCallback((lobbyId) => {
      if (this.#call?.GetChannelId() === lobbyId) this.#publish();
    });
  }

  /** The call the player is in, as the panel shows it; null when none. */
  view(): VoiceView | null {
    return this.#call === undefined ? null : this.#viewOf(this.#call);
  }

  #viewOf(call: Call): VoiceView {
    const selfId = this.#selfId();
    const members: VoiceMemberView[] = call.GetParticipants().map((id) => {
      const self = id === selfId;
      const state = call.GetVoiceStateHandle(id);
      return {
        id,
        name: this.#name(id),
        self,
        speaking: this.#speaking.has(id),
        // The player's own switches are read where they are set; the others' as the service said.
        muted: self ? call.GetSelfMute() : (state?.SelfMute() ?? false),
        deafened: self ? call.GetSelfDeaf() : (state?.SelfDeaf() ?? false),
        volume: self ? 100 : call.GetParticipantVolume(id),
      };
    });
    return {
      lobbyId: call.GetChannelId(),
      status: statusText(call.GetStatus()),
      selfMute: call.GetSelfMute(),
      selfDeaf: call.GetSelfDeaf(),
      pushToTalk: call.GetAudioMode() === AudioModeType.MODE_PTT,
      pttActive: call.GetPTTActive(),
      encrypted: call.IsEndToEndEncrypted(),
      privacyCode: call.GetVoicePrivacyCode(),
      members,
    };
  }

  /** Joins the call of the lobby the player is in (starting it when nobody is in it). */
  join(): VoiceView {
    const lobbyId = this.#lobbies.lobbyId;
    if (lobbyId === undefined) throw new Error('joinCall: join a lobby first');
    if (this.#call !== undefined) throw new Error('joinCall: already in the voice call');
    const call = this.#client.StartCall(lobbyId);
    if (call === null) throw new Error('joinCall: the call cannot start now (not connected)');
    this.#call = call;
    this.#speaking.clear();
    // Each callback runs on a frame, maybe after this call ended: only the current call's are shown.
    const current = () => this.#call === call;
    call.SetStatusChangedCallback((status, error, detail) => {
      if (!current()) return;
      if (status === CallStatus.Disconnected) this.#ended(endedText(error, detail));
      else this.#publish();
    });
    call.SetParticipantChangedCallback((userId, added) => {
      if (!current()) return;
      if (!added) this.#speaking.delete(userId);
      this.#publish();
    });
    call.SetSpeakingStatusChangedCallback((userId, speaking) => {
      if (!current()) return;
      if (speaking) this.#speaking.add(userId);
      else this.#speaking.delete(userId);
      this.#publish();
    });
    call.SetOnVoiceStateChangedCallback(() => {
      if (current()) this.#publish();
    });
    return this.#publishOf(call);
  }

  /** Leaves the call; resolves once left. */
  async leave(): Promise<null> {
    const call = this.#requireCall('leaveCall');
    this.#ended(null);
    await this.#client.EndCall(call.GetChannelId());
    return null;
  }

  /** Leaves the call without waiting (the lobby is left, the player signs out or links an account). */
  forget(): void {
    const call = this.#call;
    if (call === undefined) return;
    this.#ended(null);
    void this.#client.EndCall(call.GetChannelId()).catch(() => undefined);
  }

  setSelfMute(mute: boolean): VoiceView {
    return this.#change('setSelfMute', (call) => call.SetSelfMute(mute));
  }

  setSelfDeaf(deaf: boolean): VoiceView {
    return this.#change('setSelfDeaf', (call) => call.SetSelfDeaf(deaf));
  }

  /** Push-to-talk or voice activity; leaving push-to-talk lets go of the key. */
  setPushToTalk(on: boolean): VoiceView {
    return this.#change('setPushToTalk', (call) => {
      call.SetAudioMode(on ? AudioModeType.MODE_PTT : AudioModeType.MODE_VAD);
      if (!on) call.SetPTTActive(false);
    });
  }

  setPttActive(active: boolean): VoiceView {
    return this.#change('setPttActive', (call) => call.SetPTTActive(active));
  }

  setMemberVolume(userId: string, volume: number): VoiceView {
    return this.#change('setMemberVolume', (call) => {
      if (!call.GetParticipants().includes(userId) || userId === this.#selfId())
        throw new Error('setMemberVolume: that player is not in the call with you');
      call.SetParticipantVolume(userId, volume);
    });
  }

  /** The pickers; from the first ask on, devices coming and going push new ones. */
  async devices(): Promise<AudioDevicesView> {
    if (!this.#devices) return this.#devicesView([], []);
    if (!this.#watchingDevices) {
      this.#watchingDevices = true;
      this.#client.SetDeviceChangeCallback((inputs, outputs) =>
        this.#emit({ type: 'devices', devices: this.#devicesView(inputs, outputs) }),
      );
    }
    const [inputs, outputs] = await Promise.all([
      this.#client.GetInputDevices(),
      this.#client.GetOutputDevices(),
    ]);
    return this.#devicesView(inputs, outputs);
  }

  async setInputDevice(deviceId: string): Promise<AudioDevicesView> {
    this.#requireDevices('setInputDevice');
    await this.#client.SetInputDevice(deviceId);
    this.#input = deviceId;
    return this.devices();
  }

  async setOutputDevice(deviceId: string): Promise<AudioDevicesView> {
    this.#requireDevices('setOutputDevice');
    await this.#client.SetOutputDevice(deviceId);
    this.#output = deviceId;
    return this.devices();
  }

  /** Each frame: pushes the view again when the call's encryption changed (it has no callback). */
  tick(): void {
    const call = this.#call;
    if (call === undefined) return;
    if (this.#encryption(call) !== this.#shownEncryption) this.#publish();
  }

  #encryption(call: Call): string {
    return `${call.IsEndToEndEncrypted()}:${call.GetVoicePrivacyCode()}`;
  }

  #devicesView(inputs: readonly AudioDevice[], outputs: readonly AudioDevice[]): AudioDevicesView {
    return {
      enabled: this.#devices,
      inputs: pickerEntries(inputs),
      outputs: pickerEntries(outputs),
      input: this.#input,
      output: this.#output,
    };
  }

  #ended(reason: string | null): void {
    this.#call = undefined;
    this.#speaking.clear();
    this.#shownEncryption = '';
    this.#emit({ type: 'voice', voice: null, ended: reason });
  }

  /** Pushes the current call's view, if there is a call. */
  #publish(): void {
    if (this.#call !== undefined) this.#publishOf(this.#call);
  }

  #publishOf(call: Call): VoiceView {
    const view = this.#viewOf(call);
    this.#shownEncryption = this.#encryption(call);
    this.#emit({ type: 'voice', voice: view, ended: null });
    return view;
  }

  /** Changes the call and answers (and pushes) its new view. */
  #change(name: string, work: (call: Call) => void): VoiceView {
    const call = this.#requireCall(name);
    work(call);
    return this.#publishOf(call);
  }

  #requireCall(call: string): Call {
    if (this.#call === undefined) throw new Error(`${call}: join the voice call first`);
    return this.#call;
  }

  #requireDevices(call: string): void {
    if (!this.#devices) throw new Error(`${call}: audio devices are off in this game's options`);
  }

  /** The player's id (handles are read only while the Client is Ready: a callback may run later). */
  #selfId(): string | undefined {
    if (this.#client.GetStatus() !== ClientStatus.Ready) return undefined;
    return this.#client.GetCurrentUser().Id();
  }

  #name(id: string): string {
    const user = this.#client.GetStatus() === ClientStatus.Ready ? this.#client.GetUser(id) : null;
    return user?.DisplayName() ?? `player ${id.slice(-4)}`;
  }
}

/** A picker's entries: "follow the system's default" first (named after it), then the OS's devices. */
function pickerEntries(devices: readonly AudioDevice[]): AudioDeviceView[] {
  if (devices.length === 0) return [];
  const current = devices.find((device) => device.IsDefault());
  return [
    {
      id: Client.GetDefaultAudioDeviceId(),
      name: current === undefined ? 'System default' : `System default (${current.Name()})`,
      isDefault: false,
    },
    ...devices.map((device) => ({ id: device.Id(), name: device.Name(), isDefault: device.IsDefault() })),
  ];
}
