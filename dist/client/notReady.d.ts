import { RelationshipHandle, UserHandle } from './userHandles.js';
/** The not-Ready values of one client (a detached, empty cache, made on first use). */
export declare class NotReadyValues {
    #private;
    /** `GetCurrentUser`'s dummy handle: `Id()` `0`, `Username()` and `DisplayName()` empty, `Avatar()` null. */
    user(): UserHandle;
    /** `GetRelationshipHandle`'s handle: `Id()` the id asked, both types `None`, `User()` null. */
    relationship(userId: string): RelationshipHandle;
}
