/**
 * The relationship routes' service errors. 10013 Unknown User and 30002 "Maximum number of friends
 * reached (1000)" are the service's confirmed codes; 80003 (a request to oneself) is our reading of its
 * code list; 80000 for a pair where either side blocked the other is our design, and deliberately does
 * not say which side blocked. A request that does not fit the pair's state is a 50035 naming `user_id`.
 */
import { MAX_FRIENDS } from '../../model/limits.js';
import { RelationshipIssueCodes, toErrorBody } from '../../rules/index.js';
import { ApiError } from '../errors.js';
export const RelationshipErrors = {
    toSelf: () => new ApiError(400, 80003, 'Cannot send friend request to self'),
    refused: () => new ApiError(403, 80000, 'Incoming friend requests disabled'),
    tooManyFriends: () => new ApiError(400, 30002, `Maximum number of friends reached (${MAX_FRIENDS})`),
    /** `now`: the pair's current state; `asked`: what the request wanted. */
    state: (now, asked) => new ApiError(400, 50035, 'Invalid Form Body', toErrorBody([
        {
            path: ['user_id'],
            code: RelationshipIssueCodes.RELATIONSHIP_STATE_INVALID,
            message: `Cannot ${asked}: ${now}.`,
        },
    ]).errors),
};
