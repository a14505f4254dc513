/**
 * Who may see a user's presence: their Discord friends (in every application), and their game friends
 * of an application who are not Discord friends (in that application only). Nobody else: pending
 * requests, blocks, strangers and lobby members who are not friends see nothing.
 */
import { RelationshipType } from '../../model/relationship.js';
import type { EmulatorContext } from '../context.js';
import { discordType, gameType, otherOf, type PairRecord, pairsOf } from '../relationships/state.js';
import type { ViewerKind } from './wire.js';

/** The viewers of one user's presence. */
export interface Viewers {
  readonly discord: string[];
  /** Application id -> its game-only friends. */
  readonly game: Map<string, string[]>;
}

/** How `viewerId` sees the other user of `pair` in `applicationId`, or null when they do not. */
export function viewerKind(
  pair: PairRecord | null | undefined,
  viewerId: string,
  applicationId: string,
): ViewerKind | null {
  if (!pair) return null;
  if (discordType(pair, viewerId) === RelationshipType.Friend) return 'discord';
  return gameType(pair, applicationId, viewerId) === RelationshipType.Friend ? 'game' : null;
}

/** Everyone who may see `userId`'s presence, by kind. */
export function viewersOf(ctx: EmulatorContext, userId: string): Viewers {
  const viewers: Viewers = { discord: [], game: new Map() };
  for (const pair of pairsOf(ctx, userId)) {
    const other = otherOf(pair, userId);
    if (discordType(pair, other) === RelationshipType.Friend) {
      viewers.discord.push(other);
      continue;
    }
    for (const [applicationId, types] of Object.entries(pair.game))
      if (types[other] === RelationshipType.Friend) {
        const list = viewers.game.get(applicationId) ?? [];
        list.push(other);
        viewers.game.set(applicationId, list);
      }
  }
  return viewers;
}
