/**
 * Inputs from the page are checked in the main process with the SDK's own rules (the ones the service
 * enforces), so the page cannot make the main process send what the service would refuse, and errors
 * say what was wrong in the service's words.
 */
import {
  formatIssue,
  isSnowflake,
  usernameIssues,
  validateCreateOrJoinLobbyBody,
  validateLobbyMessageBody,
} from 'social-sdk';
import { isOwnPage } from './windowSecurity.js';

export class CallInputError extends Error {
  override readonly name = 'CallInputError';
}

function firstIssue(issues: readonly Parameters<typeof formatIssue>[0][]): string | undefined {
  const [issue] = issues;
  return issue === undefined ? undefined : formatIssue(issue);
}

/** A lobby secret as typed by the player. */
export function lobbySecretInput(value: unknown): string {
  if (typeof value !== 'string') throw new CallInputError('joinLobby(secret): expected a string');
  const issue = firstIssue(validateCreateOrJoinLobbyBody({ secret: value }).issues);
  if (issue !== undefined) throw new CallInputError(`joinLobby(secret): ${issue}`);
  return value;
}

/** A chat message as typed by the player. */
export function messageContentInput(value: unknown): string {
  if (typeof value !== 'string') throw new CallInputError('sendMessage(content): expected a string');
  const issue = firstIssue(validateLobbyMessageBody({ content: value }).issues);
  if (issue !== undefined) throw new CallInputError(`sendMessage(content): ${issue}`);
  return value;
}

/** A unique username typed into "Add friend" (the service's rule: no display names, no spaces). */
export function usernameInput(value: unknown): string {
  if (typeof value !== 'string') throw new CallInputError('addFriend(username): expected a string');
  const issue = firstIssue(usernameIssues(value));
  if (issue !== undefined) throw new CallInputError(`addFriend(username): ${issue}`);
  return value;
}

/** A user or message id the page names (a friend, a request, an invite): a snowflake it was given. */
export function idInput(call: string): (value: unknown) => string {
  return (value) => {
    if (typeof value !== 'string' || !isSnowflake(value)) {
      throw new CallInputError(`${call}: expected an id (a snowflake as a decimal string)`);
    }
    return value;
  };
}

/** A switch the page flips (mute, deafen, push-to-talk, the push-to-talk key). */
export function booleanInput(call: string): (value: unknown) => boolean {
  return (value) => {
    if (typeof value !== 'boolean') throw new CallInputError(`${call}: expected true or false`);
    return value;
  };
}

/** The SDK's participant volume range: 0 (silent) to 200, 100 being as sent. */
export const MAX_VOLUME = 200;

/** A member's volume from the slider: a whole number from 0 to {@link MAX_VOLUME}. */
export function volumeInput(call: string): (value: unknown) => number {
  return (value) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_VOLUME) {
      throw new CallInputError(`${call}: expected a whole number from 0 to ${MAX_VOLUME}`);
    }
    return value;
  };
}

/** The longest device id the pickers send back (the OS's device names are far shorter). */
export const MAX_DEVICE_ID_LENGTH = 512;

/**
 * An audio device id from a picker: the OS's name of the device, as the SDK listed it (the SDK checks it
 * against the OS's list again when selecting). Not empty, bounded, no control characters.
 */
export function deviceIdInput(call: string): (value: unknown) => string {
  return (value) => {
    if (
      typeof value !== 'string' ||
      value.length === 0 ||
      value.length > MAX_DEVICE_ID_LENGTH ||
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
      /[\u0000-\u001f\u007f]/.test(value)
    ) {
      throw new CallInputError(
        `${call}: expected a device id from the list (1 to ${MAX_DEVICE_ID_LENGTH} characters, no control characters)`,
      );
    }
    return value;
  };
}

/** Calls without arguments take none: extra arguments mean a page that is not ours or is confused. */
export function noInputs(call: string, args: readonly unknown[]): void {
  if (args.length !== 0) throw new CallInputError(`${call}: expected no arguments, received ${args.length}`);
}

/** An IPC message is answered only when it comes from our page's main frame. */
export function checkSender(frameUrl: string | undefined): void {
  if (frameUrl === undefined || !isOwnPage(frameUrl)) {
    throw new CallInputError('IPC from a page that is not the game shell: refused');
  }
}
