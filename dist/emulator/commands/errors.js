/** The service's errors of the application-command routes (codes from FACTS.md). */
import { ApiErrorCode } from '../../model/index.js';
import { toErrorBody } from '../../rules/index.js';
import { ApiError, Errors } from '../errors.js';
export const CommandErrors = {
    unknownCommand: () => new ApiError(404, ApiErrorCode.UNKNOWN_APPLICATION_COMMAND, 'Unknown application command'),
    unknownPermissions: () => new ApiError(404, ApiErrorCode.UNKNOWN_APPLICATION_COMMAND_PERMISSIONS, 'Unknown application command permissions'),
    /** 30032, HTTP 400: the per-type count of the scope is reached. */
    tooManyCommands: (limit, typeName) => new ApiError(400, ApiErrorCode.MAX_APPLICATION_COMMANDS, `Maximum number of application commands reached (${limit}): no more ${typeName} commands fit in this scope`),
    /** 30034, HTTP 400 (not 429): the scope spent its creates of the last 24 hours. */
    dailyCreates: (limit) => new ApiError(400, ApiErrorCode.MAX_DAILY_APPLICATION_COMMAND_CREATES, `Max number of daily application command creates has been reached (${limit})`),
    /** 40041: a rename onto a name that another command of the same type and scope uses. */
    nameExists: (name) => new ApiError(400, ApiErrorCode.APPLICATION_COMMAND_NAME_EXISTS, `An application command with that name already exists: ${JSON.stringify(name)}`),
    /** 50035 with the exact tree built by the shared rules. */
    invalidForm: (issues) => Errors.invalidFormBody(toErrorBody(issues).errors),
};
