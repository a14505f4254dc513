import { type Issue } from '../../rules/index.js';
import { ApiError } from '../errors.js';
export declare const InteractionErrors: {
    readonly unknownInteraction: () => ApiError;
    readonly alreadyAcknowledged: () => ApiError;
    readonly unknownWebhook: () => ApiError;
    readonly unknownMessage: () => ApiError;
    /** 50006 when the only problem is an empty message; else 50035 with the rules' tree. */
    readonly invalidBody: (issues: readonly Issue[]) => ApiError;
};
