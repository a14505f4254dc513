/**
 * Avatar URLs of `UserHandle.AvatarUrl` and the names of `UserHandle.AvatarTypeToString`: the service
 * family's CDN forms (`/avatars/{user id}/{hash}.{ext}`, and `/embed/avatars/{index}.png` for a user
 * with no avatar, whose index comes from the id: `(id >> 22) % 6`). An animated avatar's hash starts
 * with `a_`. Pure: no request is made.
 */
import { ValidationError } from '../http/errors.js';
import { AvatarType, enumNamer } from '../model/index.js';
const CDN = 'https://cdn.discordapp.com';
const avatarTypeName = enumNamer(AvatarType);
/** The file extension of each `AvatarType`: its name, lowercased (`Jpeg` -> `jpeg`, which the CDN serves). */
const EXTENSIONS = new Map(Object.entries(AvatarType).map(([name, value]) => [value, name.toLowerCase()]));
/**
 * @param type - an `AvatarType` value.
 * @returns its C++ name (`Gif`, `Webp`, `Png`, `Jpeg`), or `Unknown(<n>)`.
 */
export function avatarTypeToString(type) {
    return avatarTypeName(type);
}
function extension(type, what) {
    const found = typeof type === 'number' ? EXTENSIONS.get(type) : undefined;
    if (found === undefined)
        throw ValidationError.argument(what, `${what}: expected an AvatarType (Gif 0, Webp 1, Png 2, Jpeg 3), received ${String(type).slice(0, 32)}`);
    return found;
}
/**
 * The CDN URL of a user's avatar.
 * @param userId - the user's id (a snowflake).
 * @param hash - the avatar hash, or null for none.
 * @param animatedType - the format used when the avatar is animated.
 * @param staticType - the format used otherwise.
 * @returns the avatar's URL, or the default avatar's when there is none.
 * @throws ValidationError naming `animatedType` or `staticType` when it is not an `AvatarType`.
 */
export function avatarUrl(userId, hash, animatedType, staticType) {
    const animated = extension(animatedType, 'animatedType');
    const still = extension(staticType, 'staticType');
    if (hash === null || hash === '')
        return `${CDN}/embed/avatars/${(BigInt(userId) >> 22n) % 6n}.png`;
    return `${CDN}/avatars/${userId}/${encodeURIComponent(hash)}.${hash.startsWith('a_') ? animated : still}`;
}
