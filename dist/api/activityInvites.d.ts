/**
 * Activity invite routes (the emulator's own design, docs/rich-presence.md: the service publishes none),
 * under the API prefix, Bearer tokens with a direct-message scope (an invite is a direct message). The
 * body is checked before sending with the rule the emulator answers 50035 with (src/rules/activity.ts).
 */
import type { Transport } from '../http/transport.js';
import type { DirectMessage } from '../model/gateway.js';
import type { Snowflake } from '../model/snowflake.js';
import { type CallOptions, type SnowflakeArg } from './call.js';
/** What accepting an invite yields: the application and the join secret to pass to `CreateOrJoinLobby`. */
export interface AcceptedActivityInvite {
    application_id: Snowflake;
    secret: string;
}
/** `POST /users/@me/activity-invites/{user}`: invites the user to the caller's joinable activity. */
export declare function sendActivityInvite(transport: Transport, userId: SnowflakeArg, body: {
    content?: string;
}, options?: CallOptions): Promise<DirectMessage>;
/** `POST /users/@me/activity-join-requests/{user}`: asks to join the user's activity. */
export declare function sendActivityJoinRequest(transport: Transport, userId: SnowflakeArg, options?: CallOptions): Promise<DirectMessage>;
/** `POST /users/@me/activity-invites/{message}/accept`: the join secret of an invite to the caller. */
export declare function acceptActivityInvite(transport: Transport, messageId: SnowflakeArg, options?: CallOptions): Promise<AcceptedActivityInvite>;
