/** A user's online status as the C++ library reports it. */
export const StatusType = {
    Online: 0,
    Offline: 1,
    Blocked: 2,
    Idle: 3,
    Dnd: 4,
    Invisible: 5,
    Streaming: 6,
    Unknown: 7,
};
/** Image formats of an avatar URL (the C++ library's `UserHandle::AvatarType`). */
export const AvatarType = {
    Gif: 0,
    Webp: 1,
    Png: 2,
    Jpeg: 3,
};
/** Every status a user may choose, in the order the gateway documentation lists them. */
export const CHOSEN_STATUSES = ['online', 'idle', 'dnd', 'invisible'];
