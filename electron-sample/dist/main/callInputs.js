/**
 * Inputs from the page are checked in the main process with the SDK's own rules (the ones the service
 * enforces), so the page cannot make the main process send what the service would refuse, and errors
 * say what was wrong in the service's words.
 */
import { formatIssue, isSnowflake, usernameIssues, validateCreateOrJoinLobbyBody, validateLobbyMessageBody, } from 'social-sdk';
import { isOwnPage } from './windowSecurity.js';
export class CallInputError extends Error {
    name = 'CallInputError';
}
function firstIssue(issues) {
    const [issue] = issues;
    return issue === undefined ? undefined : formatIssue(issue);
}
/** A lobby secret as typed by the player. */
export function lobbySecretInput(value) {
    if (typeof value !== 'string')
        throw new CallInputError('joinLobby(secret): expected a string');
    const issue = firstIssue(validateCreateOrJoinLobbyBody({ secret: value }).issues);
    if (issue !== undefined)
        throw new CallInputError(`joinLobby(secret): ${issue}`);
    return value;
}
/** A chat message as typed by the player. */
export function messageContentInput(value) {
    if (typeof value !== 'string')
        throw new CallInputError('sendMessage(content): expected a string');
    const issue = firstIssue(validateLobbyMessageBody({ content: value }).issues);
    if (issue !== undefined)
        throw new CallInputError(`sendMessage(content): ${issue}`);
    return value;
}
/** A unique username typed into "Add friend" (the service's rule: no display names, no spaces). */
export function usernameInput(value) {
    if (typeof value !== 'string')
        throw new CallInputError('addFriend(username): expected a string');
    const issue = firstIssue(usernameIssues(value));
    if (issue !== undefined)
        throw new CallInputError(`addFriend(username): ${issue}`);
    return value;
}
/** A user or message id the page names (a friend, a request, an invite): a snowflake it was given. */
export function idInput(call) {
    return (value) => {
        if (typeof value !== 'string' || !isSnowflake(value)) {
            throw new CallInputError(`${call}: expected an id (a snowflake as a decimal string)`);
        }
        return value;
    };
}
/** Calls without arguments take none: extra arguments mean a page that is not ours or is confused. */
export function noInputs(call, args) {
    if (args.length !== 0)
        throw new CallInputError(`${call}: expected no arguments, received ${args.length}`);
}
/** An IPC message is answered only when it comes from our page's main frame. */
export function checkSender(frameUrl) {
    if (frameUrl === undefined || !isOwnPage(frameUrl)) {
        throw new CallInputError('IPC from a page that is not the game shell: refused');
    }
}
//# sourceMappingURL=callInputs.js.map