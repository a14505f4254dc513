/**
 * A relationship as the caller sees it (`GatewayRelationship`, our wire design): the other user, both
 * types from the caller's side (the game type of the caller's application), the spam flag of an
 * incoming request, and the other's public user. No entry when both types are None.
 */
import type { GatewayRelationship } from '../../model/relationship.js';
import { RelationshipType } from '../../model/relationship.js';
import type { EmulatorContext } from '../context.js';
import { publicUser } from '../wire.js';
import { discordType, gameType, otherOf, type PairRecord } from './state.js';

/** The types of one side of a pair in one application (what an entry shows, without the user). */
export interface EntryTypes {
  readonly type: RelationshipType;
  readonly game_type: RelationshipType;
  readonly is_spam_request: boolean;
}

/** `viewerId`'s types in the pair for `applicationId`, or null when both are None. */
export function entryTypes(
  pair: PairRecord | null | undefined,
  viewerId: string,
  applicationId: string,
): EntryTypes | null {
  if (!pair) return null;
  const type = discordType(pair, viewerId);
  const game_type = gameType(pair, applicationId, viewerId);
  if (type === RelationshipType.None && game_type === RelationshipType.None) return null;
  const incoming =
    type === RelationshipType.PendingIncoming || game_type === RelationshipType.PendingIncoming;
  return { type, game_type, is_spam_request: incoming && pair.spam[viewerId] === true };
}

/** Two views of an entry are the same (the user is not compared: USER_UPDATE carries its changes). */
export function sameEntry(a: EntryTypes | null, b: EntryTypes | null): boolean {
  if (a === null || b === null) return a === b;
  return a.type === b.type && a.game_type === b.game_type && a.is_spam_request === b.is_spam_request;
}

/** The entry on the wire, with the other user's public fields (null when the user is gone). */
export function relationshipWire(
  ctx: EmulatorContext,
  pair: PairRecord,
  viewerId: string,
  types: EntryTypes,
): GatewayRelationship | null {
  const other = ctx.store.users.get(otherOf(pair, viewerId));
  if (!other) return null;
  return { id: other.id, ...types, user: publicUser(other) };
}

/** Every entry of `userId` in `applicationId`, in the order of the other users' ids. */
export function entriesOf(
  ctx: EmulatorContext,
  pairs: Iterable<PairRecord>,
  userId: string,
  applicationId: string,
): GatewayRelationship[] {
  const out: GatewayRelationship[] = [];
  for (const pair of pairs) {
    const types = entryTypes(pair, userId, applicationId);
    const wire = types && relationshipWire(ctx, pair, userId, types);
    if (wire) out.push(wire);
  }
  return out.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}
