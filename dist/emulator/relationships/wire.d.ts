/**
 * A relationship as the caller sees it (`GatewayRelationship`, our wire design): the other user, both
 * types from the caller's side (the game type of the caller's application), the spam flag of an
 * incoming request, and the other's public user. No entry when both types are None.
 */
import type { GatewayRelationship } from '../../model/relationship.js';
import { RelationshipType } from '../../model/relationship.js';
import type { EmulatorContext } from '../context.js';
import { type PairRecord } from './state.js';
/** The types of one side of a pair in one application (what an entry shows, without the user). */
export interface EntryTypes {
    readonly type: RelationshipType;
    readonly game_type: RelationshipType;
    readonly is_spam_request: boolean;
}
/** `viewerId`'s types in the pair for `applicationId`, or null when both are None. */
export declare function entryTypes(pair: PairRecord | null | undefined, viewerId: string, applicationId: string): EntryTypes | null;
/** Two views of an entry are the same (the user is not compared: USER_UPDATE carries its changes). */
export declare function sameEntry(a: EntryTypes | null, b: EntryTypes | null): boolean;
/** The entry on the wire, with the other user's public fields (null when the user is gone). */
export declare function relationshipWire(ctx: EmulatorContext, pair: PairRecord, viewerId: string, types: EntryTypes): GatewayRelationship | null;
/** Every entry of `userId` in `applicationId`, in the order of the other users' ids. */
export declare function entriesOf(ctx: EmulatorContext, pairs: Iterable<PairRecord>, userId: string, applicationId: string): GatewayRelationship[];
