import { ApiError } from '../errors.js';
export declare const InviteErrors: {
    readonly refused: () => ApiError;
    readonly unknownInvite: () => ApiError;
    readonly notJoinable: (reason: string) => ApiError;
    readonly invalid: () => ApiError;
    readonly wrongType: () => ApiError;
};
