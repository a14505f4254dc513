/**
 * The client's invite domain: `SendActivityInvite`, `SendActivityJoinRequest`,
 * `SendActivityJoinRequestReply`, `AcceptActivityInvite`, and the joins that arrive from outside the game
 * ({@link Invites.deliverActivityJoin}, for the deep-link receiver). Arguments are checked here, the body
 * by the shared rule (api/activityInvites.ts); what the service alone can judge (friends, blocks, whether
 * the activity is still joinable) it answers. An invite's arrival and changes reach the game through the
 * cache (socialCache.ts) as `activityInviteCreated` / `activityInviteUpdated`.
 */
import { acceptActivityInvite, sendActivityInvite, sendActivityJoinRequest } from '../api/activityInvites.js';
import { snowflakeArgument } from '../api/call.js';
import { ValidationError } from '../http/errors.js';
import { ActivityActionTypes } from '../model/activity.js';
import { ActivityLimits, notJoinableReason } from '../rules/activity.js';
import { ActivityInvite } from './activityInvite.js';
import { ClientResult, ErrorType } from './clientResult.js';
import { ClientResultError } from './results.js';
/** The invite domain of one client. */
export class Invites {
    #ctx;
    #presence;
    #app;
    /**
     * @param ctx - the client's context.
     * @param presence - the presence domain, whose activity is the one an invite shares.
     * @param app - the Discord app beside the game, which answers the join requests made in it.
     */
    constructor(ctx, presence, app) {
        this.#ctx = ctx;
        this.#presence = presence;
        this.#app = app;
    }
    /** `SendActivityInvite`: only a joinable activity (party with room, join secret) can be shared. */
    sendInvite(userId, content, callback) {
        return this.#invite('SendActivityInvite', userId, content, callback);
    }
    /** `SendActivityJoinRequest`: asks to join the user's activity in this game. */
    sendJoinRequest(userId, callback) {
        const work = async () => {
            const id = snowflakeArgument(userId, 'userId');
            await sendActivityJoinRequest(this.#ctx.transport, id, this.#ctx.requestOptions());
        };
        return this.#ctx.call('SendActivityJoinRequest', work, callback, []);
    }
    /** `SendActivityJoinRequestReply`: approves a join request by inviting its sender. */
    sendJoinRequestReply(invite, callback) {
        const request = inviteArgument(invite, ActivityActionTypes.JoinRequest);
        // A request made in the Discord app (no message: MessageId 0) is answered there, connected or not.
        if (request !== undefined && request.MessageId() === '0' && this.#app !== undefined) {
            const app = this.#app;
            const work = async () => {
                try {
                    await app.answerJoinRequest(request.SenderId(), true);
                }
                catch (error) {
                    throw new ClientResultError(new ClientResult({
                        type: ErrorType.RPCError,
                        error: `SendActivityJoinRequestReply: ${error instanceof Error ? error.message : 'the Discord app failed'}`,
                    }), error);
                }
            };
            return this.#ctx.settle(work, callback, () => [], []);
        }
        return this.#invite('SendActivityJoinRequestReply', request?.SenderId(), '', callback, request);
    }
    /** `AcceptActivityInvite`: the sender's join secret, while the invite is valid. */
    accept(invite, callback) {
        const work = async () => {
            const checked = inviteArgument(invite, ActivityActionTypes.Join);
            if (checked === undefined)
                throw badInvite('an invite to join (Type Join)');
            const messageId = snowflakeArgument(checked.MessageId(), 'invite.MessageId');
            const accepted = await acceptActivityInvite(this.#ctx.transport, messageId, this.#ctx.requestOptions());
            // The answer is checked once, here: what the game gets is a secret it can pass on.
            const secret = accepted?.secret;
            if (typeof secret !== 'string' || secret.length === 0 || secret.length > ActivityLimits.SECRET_MAX)
                throw new TypeError('AcceptActivityInvite: the service answered without a join secret');
            return secret;
        };
        return this.#ctx.call('AcceptActivityInvite', work, callback, ['']);
    }
    /**
     * A join that arrived from outside the game (a deep link `discord-<app id>:/...?secret=` handed over by
     * the single-instance receiver): `activityJoin` and `activityJoinWithApplication` fire, through their
     * slots and `on(...)`, as callbacks do.
     * @param joinSecret - the secret, 1..128 characters.
     * @param applicationId - the application the join is for (a snowflake).
     * @throws ValidationError naming `joinSecret` or `applicationId`.
     */
    deliverActivityJoin(joinSecret, applicationId) {
        if (typeof joinSecret !== 'string' ||
            joinSecret.length === 0 ||
            joinSecret.length > ActivityLimits.SECRET_MAX)
            throw ValidationError.argument('joinSecret', `joinSecret: expected a string of 1..${ActivityLimits.SECRET_MAX} characters`);
        const application = snowflakeArgument(applicationId, 'applicationId');
        this.#ctx.events.deliverSocial({ name: 'activityJoin', args: [joinSecret] });
        this.#ctx.events.deliverSocial({ name: 'activityJoinWithApplication', args: [application, joinSecret] });
    }
    /** Sends an invite to the caller's current activity (`reply`: the join request it answers). */
    #invite(call, userId, content, callback, reply) {
        const work = async () => {
            if (call === 'SendActivityJoinRequestReply' && reply === undefined)
                throw badInvite('a join request (Type JoinRequest)');
            const id = snowflakeArgument(userId, reply ? 'invite.SenderId' : 'userId');
            if (typeof content !== 'string')
                throw ValidationError.argument('content', 'content: expected a string (empty for none)');
            // Found before sending: the service would refuse it, and the reason is ours to tell.
            const reason = notJoinableReason(this.#presence.activity ?? undefined);
            if (reason !== undefined)
                throw ValidationError.argument('activity', `${call}: set a joinable rich presence first: ${reason}`);
            await sendActivityInvite(this.#ctx.transport, id, { content }, this.#ctx.requestOptions());
        };
        return this.#ctx.call(call, work, callback, []);
    }
}
/** The invite argument when it is an `ActivityInvite` of `type`, else undefined. */
function inviteArgument(invite, type) {
    return invite instanceof ActivityInvite && invite.Type() === type ? invite : undefined;
}
function badInvite(what) {
    return ValidationError.argument('invite', `invite: expected ${what}, as an ActivityInvite callback gave it`);
}
