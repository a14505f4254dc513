/**
 * Connected accounts (`GET /users/@me/connections`, scope `connections`): the wire shape and the services
 * of the service's OpenAPI description (`ConnectedAccountResponse`, `ConnectedAccountProviders`).
 */
/** Every service a connection can be of, as the OpenAPI description lists them. */
export const CONNECTION_SERVICES = [
    'battlenet',
    'bluesky',
    'bungie',
    'ebay',
    'epicgames',
    'facebook',
    'github',
    'instagram',
    'mastodon',
    'leagueoflegends',
    'paypal',
    'playstation',
    'reddit',
    'riotgames',
    'roblox',
    'skype',
    'spotify',
    'steam',
    'tiktok',
    'twitch',
    'twitter',
    'xbox',
    'youtube',
    'domain',
];
/** Who sees a connection on the user's profile. */
export const ConnectionVisibility = { NONE: 0, EVERYONE: 1 };
