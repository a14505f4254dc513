/** The scope a Bearer token needs to read connections. */
export const CONNECTIONS_SCOPE = 'connections';
/**
 * Game connections linked at or after this instant are "newly created": never returned. SERVICE.md gives
 * no date for that change, only that it came before the July 2026 cut-over of the legacy ones; the
 * emulator dates it at the start of 2026 (2026-01-01T00:00:00Z).
 */
export const NEW_GAME_CONNECTIONS_HIDDEN_FROM = Date.UTC(2026, 0, 1);
/**
 * From this instant legacy game connections are not returned either. SERVICE.md names only the month
 * (July 2026); the emulator takes its first instant (2026-07-01T00:00:00Z), the earliest the stated date
 * can be, so that code tested here never relies on a connection the service may already withhold.
 */
export const LEGACY_GAME_CONNECTIONS_HIDDEN_FROM = Date.UTC(2026, 6, 1);
/** Connections by user id, in the order they were linked. */
export function connectionsOf(store) {
    return store.collection('connections');
}
/** Whether the service still returns this connection at `now` (Unix ms). */
export function isConnectionReturned(connection, now) {
    if (connection.kind !== 'game')
        return true;
    if (connection.createdAt >= NEW_GAME_CONNECTIONS_HIDDEN_FROM)
        return false;
    return now < LEGACY_GAME_CONNECTIONS_HIDDEN_FROM;
}
/** Links a connection; one already linked with the same service and account id is replaced in place. */
export function linkConnection(ctx, connection) {
    const all = connectionsOf(ctx.store);
    const list = all.get(connection.userId) ?? [];
    const at = list.findIndex((c) => c.type === connection.type && c.id === connection.id);
    if (at >= 0)
        list[at] = connection;
    else
        list.push(connection);
    all.set(connection.userId, list);
    return connection;
}
/** The user's connections as the route answers them: the filter above applied at the emulator's time. */
export function returnedConnections(ctx, userId) {
    const now = ctx.clock.now();
    const out = [];
    for (const connection of connectionsOf(ctx.store).get(userId) ?? [])
        if (isConnectionReturned(connection, now))
            out.push(connectionWire(connection));
    return out;
}
/** Forgets a removed user's connections. */
export function unlinkUserConnections(ctx, userId) {
    connectionsOf(ctx.store).delete(userId);
}
/** The wire shape (OpenAPI `ConnectedAccountResponse`); `kind` and `createdAt` are the emulator's own. */
function connectionWire(connection) {
    return {
        id: connection.id,
        name: connection.name,
        type: connection.type,
        friend_sync: connection.friend_sync,
        show_activity: connection.show_activity,
        two_way_link: connection.two_way_link,
        verified: connection.verified,
        visibility: connection.visibility,
        revoked: connection.revoked,
    };
}
