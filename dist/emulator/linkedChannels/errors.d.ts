/** The linked-channel domain's service errors. */
import type { LinkRefusal } from '../../rules/channelLinking.js';
import { ApiError } from '../errors.js';
/** 404, code 10006: no usable invite with this code (unknown, used, expired, or made for someone else). */
export declare const unknownInvite: () => ApiError;
/** A refusal of the shared link rules as the error the route throws. */
export declare const refused: (refusal: LinkRefusal) => ApiError;
