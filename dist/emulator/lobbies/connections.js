/** The gateway's event this follows. */
const USER_CONNECTION_EVENT = 'GATEWAY_USER_CONNECTION';
/**
 * The listener to subscribe on the bus. Subscribe it after every other listener of
 * `GATEWAY_USER_CONNECTION` (emulator.ts does): the member updates then follow whatever the connection
 * itself caused (the presence updates), as they did when the gateway recorded them itself.
 */
export function memberConnectionUpdates(ctx, membership) {
    return (event) => {
        if (event.type !== USER_CONNECTION_EVENT || event.applicationId === null)
            return;
        const { user_id: userId, connected } = event.data;
        if (typeof userId !== 'string' || typeof connected !== 'boolean')
            return;
        for (const lobby of membership.lobbiesOf(userId, event.applicationId))
            ctx.events.record('LOBBY_MEMBER_UPDATE', event.applicationId, {
                lobby_id: lobby.id,
                user_id: userId,
                connected,
            });
    };
}
