import { ApiError } from '../errors.js';
export declare const RelationshipErrors: {
    readonly toSelf: () => ApiError;
    readonly refused: () => ApiError;
    readonly tooManyFriends: () => ApiError;
    /** `now`: the pair's current state; `asked`: what the request wanted. */
    readonly state: (now: string, asked: string) => ApiError;
};
