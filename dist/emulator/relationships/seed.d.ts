import { type RelationshipKind } from '../../model/relationship.js';
import type { EmulatorContext } from '../context.js';
/** A relationship to seed (or, through the control API, to add). */
export interface RelationshipSeed {
    user: string;
    other: string;
    kind: RelationshipKind;
    /** `friend`; `pending` (user asked other); `blocked` (user blocked other; Discord kind only). */
    type: 'friend' | 'pending' | 'blocked';
    /** The application of a game relationship (required with kind `game`). */
    application?: string | undefined;
    /** The pending request is flagged as spam for the receiving user. */
    spam?: boolean | undefined;
}
/** A relationship to remove through the control API: that kind between the two, both sides. */
export interface RelationshipRemoval {
    user: string;
    other: string;
    kind: RelationshipKind;
    application?: string | undefined;
}
/** Seeds one relationship (replacing what the pair had of that kind). */
export declare function seedRelationship(ctx: EmulatorContext, seed: RelationshipSeed, at?: string): void;
/** Removes a relationship of one kind between two users, both sides (a block included). */
export declare function removeRelationship(ctx: EmulatorContext, removal: RelationshipRemoval, at?: string): void;
