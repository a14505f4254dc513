/**
 * The lobby's voice panel: Join and Leave, Mute and Deafen, push-to-talk with its key (hold V), a
 * speaking light, mute and deafen tags and a volume slider per member, and the microphone and speaker
 * pickers. The page never touches an audio device: the main process owns them (the SDK's devices run
 * there) and the page only sends what the player chose. Members' rows are updated in place, not
 * rebuilt, so a speaking light turning on never interrupts a drag of someone's volume slider. The panel
 * shows what the main process pushes (`voice` and `devices` events), not the answers. Names come
 * from other players: text is set with textContent only.
 */
import type {
  AudioDevicesView,
  AudioDeviceView,
  CallResult,
  GameApi,
  VoiceMemberView,
  VoiceView,
} from '../common/gameApi.js';
import type { RunCall } from './friendsPane.js';

/** The push-to-talk key, by its position (`KeyV`: V on QWERTY, whatever the layout prints there). */
export const PTT_KEY_CODE = 'KeyV';

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`the page has no #${id}`);
  return found as T;
}

/** Where a key press is typing, not talking: text fields, text areas, pickers, editable content. */
function isTextEntry(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'range', 'button', 'submit', 'reset'].includes(target.type);
  return target instanceof HTMLElement && target.isContentEditable;
}

interface MemberRow {
  readonly item: HTMLLIElement;
  readonly light: HTMLSpanElement;
  readonly name: HTMLElement;
  readonly tags: HTMLSpanElement;
  readonly volume: HTMLInputElement | undefined;
}

export class VoicePanel {
  readonly #game: GameApi;
  readonly #run: RunCall;
  #view: VoiceView | null = null;
  readonly #rows = new Map<string, MemberRow>();
  /** The push-to-talk key is down (as this page last told the main process). */
  #held = false;
  #devicesAsked = false;

  constructor(game: GameApi, run: RunCall) {
    this.#game = game;
    this.#run = run;
    element('voice-join').addEventListener('click', () => void this.#change(game.joinCall()));
    element('voice-leave').addEventListener('click', () => void run(game.leaveCall()));
    element('voice-mute').addEventListener(
      'click',
      () => void this.#change(game.setSelfMute(!(this.#view?.selfMute ?? false))),
    );
    element('voice-deafen').addEventListener(
      'click',
      () => void this.#change(game.setSelfDeaf(!(this.#view?.selfDeaf ?? false))),
    );
    const ptt = element<HTMLInputElement>('voice-ptt');
    ptt.addEventListener('change', () => {
      if (!ptt.checked) this.#held = false;
      void this.#change(game.setPushToTalk(ptt.checked));
    });
    for (const [id, select] of [
      ['voice-input', (deviceId: string) => game.setInputDevice(deviceId)],
      ['voice-output', (deviceId: string) => game.setOutputDevice(deviceId)],
    ] as const) {
      const picker = element<HTMLSelectElement>(id);
      picker.addEventListener('change', async () => {
        const devices = await run(select(picker.value));
        if (devices !== undefined) this.showDevices(devices);
      });
    }
    // The key: down once (a held key's repeats are not presses), up, or the window losing focus while
    // it is held (its keyup then goes elsewhere): the microphone never stays open by accident.
    window.addEventListener('keydown', (event) => {
      if (event.code !== PTT_KEY_CODE || event.repeat || isTextEntry(event.target)) return;
      if (this.#view?.pushToTalk !== true || this.#held) return;
      event.preventDefault();
      this.#held = true;
      void this.#change(game.setPttActive(true));
    });
    window.addEventListener('keyup', (event) => {
      if (event.code === PTT_KEY_CODE) this.#release();
    });
    window.addEventListener('blur', () => this.#release());
  }

  /** The player entered a lobby (the pickers are filled once) or left it (the call went with it). */
  setInLobby(inLobby: boolean): void {
    if (!inLobby) {
      this.show(null, null);
      return;
    }
    if (this.#devicesAsked) return;
    this.#devicesAsked = true;
    void this.#run(this.#game.audioDevices()).then((devices) => {
      if (devices !== undefined) this.showDevices(devices);
    });
  }

  /** The call as it is now; null once it ended (`ended` says why, when it was not a leave). */
  show(view: VoiceView | null, ended: string | null): void {
    this.#view = view;
    if (view === null) this.#held = false;
    const inCall = view !== null;
    element('voice-join').hidden = inCall;
    element('voice-leave').hidden = !inCall;
    element('voice-controls').hidden = !inCall;
    element('voice-status').textContent = view?.status ?? '';
    element('voice-note').textContent = ended ?? '';
    const mute = element('voice-mute');
    mute.setAttribute('aria-pressed', String(view?.selfMute === true));
    mute.textContent = view?.selfMute === true ? 'Unmute' : 'Mute';
    const deafen = element('voice-deafen');
    deafen.setAttribute('aria-pressed', String(view?.selfDeaf === true));
    deafen.textContent = view?.selfDeaf === true ? 'Undeafen' : 'Deafen';
    element<HTMLInputElement>('voice-ptt').checked = view?.pushToTalk === true;
    const hint = element('voice-ptt-hint');
    hint.hidden = view?.pushToTalk !== true;
    hint.classList.toggle('active', view?.pttActive === true);
    const encrypted = view?.encrypted === true;
    element('voice-e2ee').hidden = !encrypted;
    const privacy = element('voice-privacy');
    privacy.hidden = !encrypted || view.privacyCode === '';
    // Read out in groups of five digits, as players compare it.
    privacy.textContent = encrypted
      ? `Privacy code: ${view.privacyCode.replace(/(\d{5})(?=\d)/g, '$1 ')}`
      : '';
    this.#showMembers(view?.members ?? []);
  }

  /** Fills the pickers; a selected device that is gone stays listed as unplugged. */
  showDevices(devices: AudioDevicesView): void {
    fillPicker(element('voice-input'), devices.inputs, devices.input, devices.enabled);
    fillPicker(element('voice-output'), devices.outputs, devices.output, devices.enabled);
  }

  /**
   * Runs a call that changes the call. Its answer's view is not shown: every change also arrives as a
   * `voice` event, in order with the speaking and member changes, where an answer could land late and
   * show a stale view.
   */
  async #change(work: Promise<CallResult<VoiceView>>): Promise<void> {
    await this.#run(work);
  }

  #release(): void {
    if (!this.#held) return;
    this.#held = false;
    if (this.#view !== null) void this.#change(this.#game.setPttActive(false));
  }

  #showMembers(members: readonly VoiceMemberView[]): void {
    const list = element<HTMLUListElement>('voice-members');
    const present = new Set(members.map((member) => member.id));
    for (const [id, row] of this.#rows) {
      if (present.has(id)) continue;
      row.item.remove();
      this.#rows.delete(id);
    }
    for (const member of members) {
      const row = this.#rows.get(member.id) ?? this.#addRow(list, member);
      row.light.classList.toggle('on', member.speaking);
      row.light.title = member.speaking ? 'speaking' : 'quiet';
      row.item.dataset.speaking = String(member.speaking);
      row.name.textContent = member.self ? `${member.name} (you)` : member.name;
      row.tags.textContent = [member.muted ? 'muted' : '', member.deafened ? 'deafened' : '']
        .filter((tag) => tag !== '')
        .join(', ');
      // A slider the player is moving keeps the value under their hand.
      if (row.volume !== undefined && document.activeElement !== row.volume)
        row.volume.value = String(member.volume);
    }
  }

  #addRow(list: HTMLUListElement, member: VoiceMemberView): MemberRow {
    const item = document.createElement('li');
    item.dataset.userId = member.id;
    const light = document.createElement('span');
    light.className = 'light';
    const name = document.createElement('b');
    const tags = document.createElement('span');
    tags.className = 'voice-tags';
    item.append(light, name, tags);
    let volume: HTMLInputElement | undefined;
    if (!member.self) {
      volume = document.createElement('input');
      volume.type = 'range';
      volume.min = '0';
      volume.max = '200';
      volume.step = '1';
      volume.setAttribute('aria-label', `Volume of ${member.name}`);
      const slider = volume;
      slider.addEventListener('change', () => {
        void this.#change(this.#game.setMemberVolume(member.id, Number(slider.value)));
      });
      item.append(volume);
    }
    list.append(item);
    const row = { item, light, name, tags, volume };
    this.#rows.set(member.id, row);
    return row;
  }
}

function option(text: string, value: string): HTMLOptionElement {
  const made = document.createElement('option');
  made.value = value;
  made.textContent = text;
  return made;
}

function fillPicker(
  picker: HTMLSelectElement,
  entries: readonly AudioDeviceView[],
  selected: string,
  enabled: boolean,
): void {
  if (entries.length === 0) {
    picker.replaceChildren(option(enabled ? 'No devices found' : 'No devices (audio off)', ''));
    picker.disabled = true;
    return;
  }
  const options = entries.map((entry) => option(entry.name, entry.id));
  if (!entries.some((entry) => entry.id === selected))
    options.push(option(`${selected} (unplugged)`, selected));
  picker.replaceChildren(...options);
  picker.value = selected;
  picker.disabled = false;
}
