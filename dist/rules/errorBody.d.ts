/**
 * The service's validation error body (code 50035) built from issues, and read back into issues and
 * readable lines. Bodies read back are hostile input: malformed parts are skipped, never thrown on.
 */
import type { ErrorBody, ErrorTree } from '../model/index.js';
import { type Issue } from './issues.js';
/** Message of the 50035 body. */
export declare const INVALID_FORM_BODY_MESSAGE = "Invalid Form Body";
/**
 * The exact 50035 body for a list of issues: `errors` mirrors the request body (array indexes as strings)
 * down to each failing field, which holds `{ _errors: [{ code, message }] }`; issues of the whole request
 * (empty path) go in a top-level `_errors`.
 */
export declare function toErrorBody(issues: readonly Issue[]): ErrorBody & {
    errors: ErrorTree;
};
/**
 * Reads the issues back out of an error body's `errors` tree (the inverse of {@link toErrorBody}):
 * digit keys become array indexes. Returns `[]` for bodies without a tree; never throws.
 */
export declare function parseErrorBody(body: unknown): Issue[];
/**
 * Readable lines for an error body: `options[1].name: STRING_TYPE_REGEX: ...` for each leaf error, and
 * `APPLICATION_COMMAND_TOO_LARGE: ...` for errors of the whole request. `[]` when the body has no tree.
 */
export declare function flattenErrorBody(body: unknown): string[];
