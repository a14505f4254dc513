/**
 * Connected accounts (`GET /users/@me/connections`, scope `connections`): the wire shape and the services
 * of the service's OpenAPI description (`ConnectedAccountResponse`, `ConnectedAccountProviders`).
 */
/** Every service a connection can be of, as the OpenAPI description lists them. */
export declare const CONNECTION_SERVICES: readonly string[];
/** Who sees a connection on the user's profile. */
export declare const ConnectionVisibility: {
    readonly NONE: 0;
    readonly EVERYONE: 1;
};
export type ConnectionVisibility = (typeof ConnectionVisibility)[keyof typeof ConnectionVisibility];
/** A third-party account linked to the user. */
export interface UserConnection {
    /** The account's id on the service (not a snowflake). */
    id: string;
    name: string | null;
    /** The service, one of {@link CONNECTION_SERVICES} (newer services may appear). */
    type: string;
    friend_sync: boolean;
    show_activity: boolean;
    two_way_link: boolean;
    verified: boolean;
    visibility: ConnectionVisibility | number;
    revoked?: boolean | undefined;
    integrations?: unknown[] | undefined;
}
