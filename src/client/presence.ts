/**
 * The client's presence domain: `SetOnlineStatus`, the account's status, sent over the gateway as the
 * Presence Update command (op 3). The command is checked with the shared rule the emulator enforces
 * (src/rules/gateway.ts), and paced under the service's window (5 per 20 s per session, above which the
 * server closes the connection): a status set too soon waits for its turn instead of costing the session.
 */
import { ValidationError } from '../http/errors.js';
import { GatewayLimits } from '../model/gateway.js';
import { type ChosenStatus, type PresenceUpdateCommand, StatusType } from '../model/index.js';
import { checkPresenceUpdate } from '../rules/gateway.js';
import type { ClientContext } from './context.js';
import { Pacer } from './pacer.js';
import type { StatusCallback } from './signIn.js';

/** The statuses a user may choose, from the C++ library's `StatusType` to the command's word. */
const CHOSEN = new Map<unknown, ChosenStatus>([
  [StatusType.Online, 'online'],
  [StatusType.Idle, 'idle'],
  [StatusType.Dnd, 'dnd'],
  [StatusType.Invisible, 'invisible'],
]);

/** The presence domain of one client. */
export class Presence {
  readonly #ctx: ClientContext;
  /** At most `PRESENCE_UPDATES` commands per window go out. */
  readonly #pacer = new Pacer(GatewayLimits.PRESENCE_UPDATES, GatewayLimits.PRESENCE_WINDOW_MS);

  /** @param ctx - the client's context. */
  constructor(ctx: ClientContext) {
    this.#ctx = ctx;
  }

  /** `SetOnlineStatus`: Online, Idle, Dnd or Invisible; resolves once the command is sent. */
  setOnlineStatus(status: unknown, callback: StatusCallback | undefined): Promise<void> {
    const work = async () => {
      const chosen = CHOSEN.get(status);
      if (chosen === undefined)
        throw ValidationError.argument(
          'status',
          `status: expected StatusType Online 0, Idle 3, Dnd 4 or Invisible 5, received ${String(status).slice(0, 32)}`,
        );
      const command: PresenceUpdateCommand = { since: null, activities: [], status: chosen, afk: false };
      const checked = checkPresenceUpdate(command);
      if (!checked.ok) throw ValidationError.argument('status', checked.reason);
      await this.#pacer.turn();
      this.#ctx.realtime.sendPresenceUpdate('SetOnlineStatus', command);
      this.#ctx.cache.friends.ownStatus = status as StatusType;
    };
    return this.#ctx.call('SetOnlineStatus', work, callback, []) as Promise<void>;
  }
}
