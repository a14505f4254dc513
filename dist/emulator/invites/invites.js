/**
 * Activity invites and join requests: direct messages carrying an `activity` object (the OpenAPI's
 * MessageActivityResponse `{type, party_id}`, plus our `application_id`, `session_id`, `is_valid`), sent
 * through the direct-messages domain so they reach the receiver as MESSAGE_CREATE. The rules are the
 * shared ones (src/rules/activity.ts): who may invite whom, what is joinable, how long an invite lasts.
 *
 * An invite's validity follows its holder's party (the sender of an invite, the receiver of a join
 * request): leaving it makes the invite invalid, rejoining valid again, each change a MESSAGE_UPDATE of
 * the message. It follows the bus (`PRESENCE_CHANGE`) for that, and {@link Invites.sweep} (run when the
 * emulator's clock is advanced) ends invites older than 6 hours for good. Accepting returns the holder's
 * join secret, read from the presence domain, to the invite's receiver only.
 */
import { ActivityActionTypes, ActivityGamePlatforms } from '../../model/activity.js';
import { RelationshipType } from '../../model/relationship.js';
import { ActivityLimits, inviteIsValid, mayInvite, notJoinableReason } from '../../rules/activity.js';
import { send, setInviteValidity } from '../directMessages/conversations.js';
import { Errors } from '../errors.js';
import { isBlockedBetween } from '../relationships/relationships.js';
import { discordType, gameType, pairKey, pairs } from '../relationships/state.js';
import { InviteErrors } from './errors.js';
import { invites } from './state.js';
/** The platform of every receiver: the emulator's clients are desktop SDKs (our design). */
const RECEIVER_PLATFORM = ActivityGamePlatforms.Desktop;
export class InviteService {
    #ctx;
    #presences;
    constructor(ctx, presences) {
        this.#ctx = ctx;
        this.#presences = presences;
    }
    /** Invites `userId` to the caller's current activity (it must be joinable on the receiver's platform). */
    invite(caller, userId, content) {
        this.#mayReach(caller, userId);
        const own = this.#presences.activity(caller.userId, caller.applicationId);
        const reason = notJoinableReason(own?.activity, RECEIVER_PLATFORM);
        if (reason !== undefined || own === undefined)
            throw InviteErrors.notJoinable(reason ?? 'no activity');
        return this.#send(caller, userId, content, {
            type: ActivityActionTypes.Join,
            partyId: own.activity.party?.id ?? '',
            sessionId: own.sessionId,
            holderId: caller.userId,
        });
    }
    /** Asks `userId` to let the caller into their activity (this game's, joinable, with room). */
    requestJoin(caller, userId) {
        this.#mayReach(caller, userId);
        const theirs = this.#presences.activity(userId, caller.applicationId);
        const reason = notJoinableReason(theirs?.activity, RECEIVER_PLATFORM);
        if (reason !== undefined || theirs === undefined)
            throw InviteErrors.notJoinable(reason ?? 'no activity');
        const mine = this.#presences.activity(caller.userId, caller.applicationId);
        return this.#send(caller, userId, '', {
            type: ActivityActionTypes.JoinRequest,
            partyId: theirs.activity.party?.id ?? '',
            sessionId: mine?.sessionId ?? '',
            holderId: userId,
        });
    }
    /** The join secret of an invite to the caller, while it is valid and its party has room. */
    accept(caller, messageId) {
        const invite = invites(this.#ctx).get(messageId);
        // Someone else's invite reads as unknown: nobody learns that it exists.
        if (invite === undefined ||
            invite.recipientId !== caller.userId ||
            invite.applicationId !== caller.applicationId)
            throw InviteErrors.unknownInvite();
        if (invite.type !== ActivityActionTypes.Join)
            throw InviteErrors.wrongType();
        if (isBlockedBetween(this.#ctx, invite.senderId, invite.recipientId))
            throw InviteErrors.refused();
        if (!this.#follow(invite))
            throw InviteErrors.invalid();
        const holder = this.#presences.activity(invite.holderId, invite.applicationId);
        const reason = notJoinableReason(holder?.activity, RECEIVER_PLATFORM);
        const secret = holder?.activity.secrets?.join;
        if (reason !== undefined || secret === undefined)
            throw InviteErrors.notJoinable(reason ?? 'no join secret');
        return { application_id: invite.applicationId, secret };
    }
    /** Follows the bus: a holder's presence changed, so their invites may have turned (in)valid. */
    onEvent(event) {
        if (event.type !== 'PRESENCE_CHANGE' || typeof event.data.user_id !== 'string')
            return;
        const userId = event.data.user_id;
        for (const invite of invites(this.#ctx).values())
            if (invite.holderId === userId && !invite.expired)
                this.#follow(invite);
    }
    /** Ends invites older than 6 hours (the emulator's clock moved): each a last MESSAGE_UPDATE. */
    sweep() {
        for (const invite of invites(this.#ctx).values())
            if (!invite.expired)
                this.#follow(invite);
    }
    /** Brings an invite's validity up to date (MESSAGE_UPDATE when it changed); returns it. */
    #follow(invite) {
        const now = this.#ctx.clock.now();
        if (invite.expired)
            return false;
        const holder = this.#presences.activity(invite.holderId, invite.applicationId);
        const valid = inviteIsValid(invite, now, holder?.activity);
        if (now - invite.sentAt > ActivityLimits.INVITE_VALIDITY_MS)
            invite.expired = true;
        const users = [invite.senderId, invite.recipientId];
        setInviteValidity(this.#ctx, invite.applicationId, users, invite.messageId, valid);
        return valid;
    }
    /** 404 for an unknown user; 403 unless the shared rule lets the caller invite them. */
    #mayReach(caller, userId) {
        const other = this.#ctx.store.users.get(userId);
        if (!other || other.bot)
            throw Errors.unknownUser();
        const { applicationId } = caller;
        const pair = pairs(this.#ctx).get(pairKey(caller.userId, userId));
        const friends = discordType(pair, caller.userId) === RelationshipType.Friend ||
            gameType(pair, applicationId, caller.userId) === RelationshipType.Friend;
        const inGame = (id) => this.#presences.facts(id).applications.includes(applicationId);
        const relation = {
            blocked: isBlockedBetween(this.#ctx, caller.userId, userId),
            friends,
            bothInGame: inGame(caller.userId) && inGame(userId),
        };
        if (!mayInvite(relation))
            throw InviteErrors.refused();
    }
    #send(caller, userId, content, what) {
        const activity = {
            type: what.type,
            party_id: what.partyId,
            application_id: caller.applicationId,
            session_id: what.sessionId,
            is_valid: true,
        };
        const message = send(this.#ctx, caller, userId, { content, metadata: undefined }, activity);
        invites(this.#ctx).set(message.id, {
            messageId: message.id,
            applicationId: caller.applicationId,
            senderId: caller.userId,
            recipientId: userId,
            type: what.type,
            partyId: what.partyId,
            sentAt: message.createdAt,
            holderId: what.holderId,
            expired: false,
        });
        return message;
    }
}
