/** The kind of relationship one user has with another (the C++ library's values). */
export const RelationshipType = {
    None: 0,
    Friend: 1,
    Blocked: 2,
    PendingIncoming: 3,
    PendingOutgoing: 4,
    Implicit: 5,
    Suggestion: 6,
};
/** The groups of a unified friends list (the C++ library's values; the Client computes them). */
export const RelationshipGroupType = {
    OnlinePlayingGame: 0,
    OnlineElsewhere: 1,
    Offline: 2,
};
/** Both relationship kinds, in the order the routes document them. */
export const RELATIONSHIP_KINDS = ['discord', 'game'];
