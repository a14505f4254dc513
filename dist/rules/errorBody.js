import { ApiErrorCode } from '../model/index.js';
import { formatIssue } from './issues.js';
import { defineOwn, isRecord } from './validateCore.js';
/** Message of the 50035 body. */
export const INVALID_FORM_BODY_MESSAGE = 'Invalid Form Body';
/** Deepest tree read back; real bodies are a handful of levels deep. */
const MAX_DEPTH = 64;
const INDEX = /^(0|[1-9][0-9]{0,8})$/;
/**
 * The exact 50035 body for a list of issues: `errors` mirrors the request body (array indexes as strings)
 * down to each failing field, which holds `{ _errors: [{ code, message }] }`; issues of the whole request
 * (empty path) go in a top-level `_errors`.
 */
export function toErrorBody(issues) {
    const errors = {};
    for (const issue of issues) {
        let node = errors;
        for (const part of issue.path) {
            const key = String(part);
            const existing = Object.hasOwn(node, key) ? node[key] : undefined;
            if (existing !== undefined && !Array.isArray(existing)) {
                node = existing;
            }
            else {
                const child = {};
                defineOwn(node, key, child);
                node = child;
            }
        }
        const leaf = { code: issue.code, message: issue.message };
        if (node._errors === undefined)
            node._errors = [leaf];
        else
            node._errors.push(leaf);
    }
    return { code: ApiErrorCode.INVALID_FORM_BODY, message: INVALID_FORM_BODY_MESSAGE, errors };
}
function readLeaves(list, path, out) {
    if (!Array.isArray(list))
        return;
    for (const entry of list) {
        if (!isRecord(entry))
            continue;
        const code = typeof entry.code === 'string' ? entry.code : 'UNKNOWN';
        const message = typeof entry.message === 'string' ? entry.message : '';
        out.push({ path: path.slice(), code, message });
    }
}
function walk(node, path, depth, out) {
    if (depth > MAX_DEPTH)
        return;
    readLeaves(node._errors, path, out);
    for (const key of Object.keys(node)) {
        if (key === '_errors')
            continue;
        const child = node[key];
        if (!isRecord(child))
            continue;
        path.push(INDEX.test(key) ? Number(key) : key);
        walk(child, path, depth + 1, out);
        path.pop();
    }
}
/**
 * Reads the issues back out of an error body's `errors` tree (the inverse of {@link toErrorBody}):
 * digit keys become array indexes. Returns `[]` for bodies without a tree; never throws.
 */
export function parseErrorBody(body) {
    const out = [];
    if (isRecord(body) && isRecord(body.errors))
        walk(body.errors, [], 0, out);
    return out;
}
/**
 * Readable lines for an error body: `options[1].name: STRING_TYPE_REGEX: ...` for each leaf error, and
 * `APPLICATION_COMMAND_TOO_LARGE: ...` for errors of the whole request. `[]` when the body has no tree.
 */
export function flattenErrorBody(body) {
    return parseErrorBody(body).map(formatIssue);
}
