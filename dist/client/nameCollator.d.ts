/** Compares two display names as the friends list orders them. */
export declare function compareNames(a: string, b: string): number;
