import { ApiError } from '../errors.js';
export declare const ProvisionalErrors: {
    readonly notConfigured: (type: string) => ApiError;
    readonly expiredIdToken: () => ApiError;
    readonly invalidIssuer: () => ApiError;
    readonly invalidAudience: () => ApiError;
    readonly tooOld: () => ApiError;
    readonly invalidClientSecret: () => ApiError;
    readonly oidcConfigNotFound: () => ApiError;
    readonly jwksNotFound: () => ApiError;
    readonly fullAccount: () => ApiError;
    readonly invalidToken: (why: string) => ApiError;
    readonly destinationProvisional: () => ApiError;
    readonly sourceBanned: () => ApiError;
    readonly alreadyLinked: () => ApiError;
    readonly userIsProvisional: () => ApiError;
    /**
     * What only a full account may do (join a guild): 403 with the same code, our design (the service's
     * refusal is not documented; the SDK's merge-required callback stands for it).
     */
    readonly fullAccountOnly: (what: string) => ApiError;
    readonly noIdentity: () => ApiError;
    readonly locked: () => ApiError;
};
