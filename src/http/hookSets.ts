/**
 * The transport's observers: the hooks a user gives (in the options or with `setHooks`, which replaces
 * them) and the ones the SDK itself adds (a client's log, with `addHooks`), which a user's `setHooks`
 * must not remove. Each event goes to every set, in the order they were added; a hook that throws is
 * skipped, as the request it observes must not break.
 */
import type { TransportHooks } from './transportTypes.js';

type HookName = keyof TransportHooks;
type Hook = (event: never) => void;

const NAMES: readonly HookName[] = ['onRequest', 'onResponse', 'onRetry'];

export class HookSets {
  #user: TransportHooks;
  readonly #added = new Set<TransportHooks>();
  #current: TransportHooks = {};

  constructor(user: TransportHooks | undefined) {
    this.#user = { ...user };
    this.#combine();
  }

  /** The combined hooks the transport calls: undefined where no set has one (nothing to build). */
  get current(): TransportHooks {
    return this.#current;
  }

  /** Replaces the user's hooks; added ones stay. */
  set(hooks: TransportHooks): void {
    this.#user = { ...hooks };
    this.#combine();
  }

  /** Adds a set of hooks beside the user's; the returned function removes it. */
  add(hooks: TransportHooks): () => void {
    const copy = { ...hooks };
    this.#added.add(copy);
    this.#combine();
    return () => {
      this.#added.delete(copy);
      this.#combine();
    };
  }

  #combine(): void {
    const sets = [this.#user, ...this.#added];
    const combined: Record<string, Hook | undefined> = {};
    for (const name of NAMES) {
      const hooks = sets.map((set) => set[name] as Hook | undefined).filter((hook) => hook !== undefined);
      combined[name] =
        hooks.length <= 1
          ? hooks[0]
          : (event: never) => {
              for (const hook of hooks) {
                try {
                  hook(event);
                } catch {
                  // One broken observer must not keep the others from hearing the event.
                }
              }
            };
    }
    this.#current = combined as TransportHooks;
  }
}
