/**
 * What the Client's synchronous reads return while it is not Ready: before the first Ready, while it
 * connects or reconnects, after `Disconnect`. The C++ library's reads (`GetRelationships`,
 * `GetCurrentUser`, `GetRelationshipHandle`...) have no error channel: they return a value, and a game
 * that reads its friends list in a frame loop must not crash while it connects. So, as their signatures
 * in the 1.9 header say (CLIENT-API.md, sections 2 and 3): an empty list where the call returns a
 * `std::vector`, null where it returns a `std::optional`, a handle whose types read `None` where it
 * returns a `RelationshipHandle`, and a dummy (empty) user where `GetCurrentUser` returns a `UserHandle`.
 *
 * The handles made here read a cache of their own that stays empty: they are detached, and do not follow
 * the session once it is Ready (read the getter again then). Calls with a result channel (a callback, a
 * Promise) still fail with the descriptive `ClientNotReady` (realtime.ts).
 */
import type { User } from '../model/user.js';
import { SocialCache } from './socialCache.js';
import { RelationshipHandle, UserHandle } from './userHandles.js';

/** The dummy user of `GetCurrentUser` before Ready: id `0`, empty names, no avatar, not provisional. */
const EMPTY_USER: Readonly<User> = Object.freeze({
  id: '0',
  username: '',
  discriminator: '0',
  global_name: null,
  avatar: null,
});

/** The not-Ready values of one client (a detached, empty cache, made on first use). */
export class NotReadyValues {
  #cache: SocialCache | undefined;

  get #empty(): SocialCache {
    this.#cache ??= new SocialCache();
    return this.#cache;
  }

  /** `GetCurrentUser`'s dummy handle: `Id()` `0`, `Username()` and `DisplayName()` empty, `Avatar()` null. */
  user(): UserHandle {
    return new UserHandle(this.#empty, { ...EMPTY_USER });
  }

  /** `GetRelationshipHandle`'s handle: `Id()` the id asked, both types `None`, `User()` null. */
  relationship(userId: string): RelationshipHandle {
    return new RelationshipHandle(this.#empty, userId);
  }
}
