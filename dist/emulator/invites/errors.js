/**
 * The invite routes' service errors, all OUR design (docs/rich-presence.md): the service publishes no
 * invite routes. A refused pair reuses the direct messages' 403 50007 (an invite is a direct message), an
 * unknown invite or one addressed to someone else is 404 10008 (nobody learns that it exists), and what
 * does not fit the activity or the invite is a 50035 naming the field, with an `ActivityIssueCodes` code.
 */
import { ActivityIssueCodes, toErrorBody } from '../../rules/index.js';
import { ApiError } from '../errors.js';
const formError = (field, code, message) => new ApiError(400, 50035, 'Invalid Form Body', toErrorBody([{ path: [field], code, message }]).errors);
export const InviteErrors = {
    refused: () => new ApiError(403, 50007, 'Cannot send messages to this user'),
    unknownInvite: () => new ApiError(404, 10008, 'Unknown Message'),
    notJoinable: (reason) => formError('activity', ActivityIssueCodes.ACTIVITY_NOT_JOINABLE, `Not a joinable activity: ${reason}.`),
    invalid: () => formError('message_id', ActivityIssueCodes.ACTIVITY_INVITE_INVALID, 'The invite is no longer valid: older than 6 hours, or its sender left the party.'),
    wrongType: () => formError('message_id', ActivityIssueCodes.ACTIVITY_INVITE_TYPE_INVALID, 'Only an invite to join can be accepted; a join request is answered by sending an invite.'),
};
