import type { GatewayPresence, GatewayRelationship } from '../model/index.js';
import { type Snowflake } from '../model/snowflake.js';
import type { User } from '../model/user.js';
/** A checked value, or why the data was refused. */
export type Read<T> = {
    ok: true;
    value: T;
} | {
    ok: false;
    reason: string;
};
/** A relationship entry (READY's `relationships[i]`, RELATIONSHIP_ADD / _UPDATE's `d`). */
export declare function readRelationship(value: unknown, path?: string): Read<GatewayRelationship>;
/** RELATIONSHIP_REMOVE's `d`: the other user's id. */
export declare function readRelationshipRemove(value: unknown): Read<Snowflake>;
/** A presence (READY's `presences[i]`, PRESENCE_UPDATE's `d`). */
export declare function readPresence(value: unknown, path?: string): Read<GatewayPresence>;
/** USER_UPDATE's `d`: the public fields of a user. */
export declare function readUser(value: unknown): Read<User>;
/** A list field of READY (`relationships`, `presences`): an array, else nothing (and a reason). */
export declare function readList(value: unknown, path: string): Read<unknown[]>;
