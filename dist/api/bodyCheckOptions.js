/** How the SDK checks every body it sends. */
export const SDK_BODY_CHECKS = { unknownFields: 'refuse' };
