/** What the user is doing (the C++ library's `ActivityTypes`); games use Playing. */
export const ActivityTypes = {
    Playing: 0,
    Streaming: 1,
    Listening: 2,
    Watching: 3,
    CustomStatus: 4,
    Competing: 5,
    HangStatus: 6,
};
/** Which field the short status line shows (`StatusDisplayTypes`). */
export const StatusDisplayTypes = { Name: 0, State: 1, Details: 2 };
/** Who may see a party (`ActivityPartyPrivacy`); other users' activities report Private. */
export const ActivityPartyPrivacy = { Private: 0, Public: 1 };
/** Where a join button is offered (`ActivityGamePlatforms`), bit flags. */
export const ActivityGamePlatforms = {
    Desktop: 1,
    Xbox: 2,
    Samsung: 4,
    IOS: 8,
    Android: 16,
    Embedded: 32,
    PS4: 64,
    PS5: 128,
};
/** Every platform bit together. */
export const ALL_GAME_PLATFORMS = 255;
/** What an invite asks (`ActivityActionTypes`): Join offers a place, JoinRequest asks for one. */
export const ActivityActionTypes = { Invalid: 0, Join: 1, JoinRequest: 5 };
