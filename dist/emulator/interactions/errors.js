/**
 * The service's errors of the interaction answer routes: FACTS.md gives 10062 (unknown interaction: too
 * late, or the token is not known) and 40060 (already acknowledged); the others are the service's usual
 * codes for webhooks and messages.
 */
import { ApiErrorCode } from '../../model/index.js';
import { IssueCodes, toErrorBody } from '../../rules/index.js';
import { ApiError, Errors } from '../errors.js';
export const InteractionErrors = {
    unknownInteraction: () => new ApiError(404, ApiErrorCode.UNKNOWN_INTERACTION, 'Unknown interaction'),
    alreadyAcknowledged: () => new ApiError(400, ApiErrorCode.INTERACTION_ALREADY_ACKNOWLEDGED, 'Interaction has already been acknowledged.'),
    unknownWebhook: () => new ApiError(404, ApiErrorCode.UNKNOWN_WEBHOOK, 'Unknown Webhook'),
    unknownMessage: () => new ApiError(404, ApiErrorCode.UNKNOWN_MESSAGE, 'Unknown Message'),
    /** 50006 when the only problem is an empty message; else 50035 with the rules' tree. */
    invalidBody: (issues) => issues.every((issue) => issue.code === IssueCodes.MESSAGE_EMPTY)
        ? new ApiError(400, ApiErrorCode.CANNOT_SEND_EMPTY_MESSAGE, 'Cannot send an empty message')
        : Errors.invalidFormBody(toErrorBody(issues).errors),
};
