import { SocialCache } from './socialCache.js';
import { RelationshipHandle, UserHandle } from './userHandles.js';
/** The dummy user of `GetCurrentUser` before Ready: id `0`, empty names, no avatar, not provisional. */
const EMPTY_USER = Object.freeze({
    id: '0',
    username: '',
    discriminator: '0',
    global_name: null,
    avatar: null,
});
/** The not-Ready values of one client (a detached, empty cache, made on first use). */
export class NotReadyValues {
    #cache;
    get #empty() {
        this.#cache ??= new SocialCache();
        return this.#cache;
    }
    /** `GetCurrentUser`'s dummy handle: `Id()` `0`, `Username()` and `DisplayName()` empty, `Avatar()` null. */
    user() {
        return new UserHandle(this.#empty, { ...EMPTY_USER });
    }
    /** `GetRelationshipHandle`'s handle: `Id()` the id asked, both types `None`, `User()` null. */
    relationship(userId) {
        return new RelationshipHandle(this.#empty, userId);
    }
}
