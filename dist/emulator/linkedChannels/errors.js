/** The linked-channel domain's service errors. */
import { ApiError } from '../errors.js';
/** 404, code 10006: no usable invite with this code (unknown, used, expired, or made for someone else). */
export const unknownInvite = () => new ApiError(404, 10006, 'Unknown Invite');
/** A refusal of the shared link rules as the error the route throws. */
export const refused = (refusal) => new ApiError(refusal.status, refusal.code, refusal.message, refusal.errors);
