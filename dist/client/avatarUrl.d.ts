/**
 * @param type - an `AvatarType` value.
 * @returns its C++ name (`Gif`, `Webp`, `Png`, `Jpeg`), or `Unknown(<n>)`.
 */
export declare function avatarTypeToString(type: number): string;
/**
 * The CDN URL of a user's avatar.
 * @param userId - the user's id (a snowflake).
 * @param hash - the avatar hash, or null for none.
 * @param animatedType - the format used when the avatar is animated.
 * @param staticType - the format used otherwise.
 * @returns the avatar's URL, or the default avatar's when there is none.
 * @throws ValidationError naming `animatedType` or `staticType` when it is not an `AvatarType`.
 */
export declare function avatarUrl(userId: string, hash: string | null, animatedType: unknown, staticType: unknown): string;
