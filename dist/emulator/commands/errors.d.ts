import { type Issue } from '../../rules/index.js';
import { ApiError } from '../errors.js';
export declare const CommandErrors: {
    readonly unknownCommand: () => ApiError;
    readonly unknownPermissions: () => ApiError;
    /** 30032, HTTP 400: the per-type count of the scope is reached. */
    readonly tooManyCommands: (limit: number, typeName: string) => ApiError;
    /** 30034, HTTP 400 (not 429): the scope spent its creates of the last 24 hours. */
    readonly dailyCreates: (limit: number) => ApiError;
    /** 40041: a rename onto a name that another command of the same type and scope uses. */
    readonly nameExists: (name: string) => ApiError;
    /** 50035 with the exact tree built by the shared rules. */
    readonly invalidForm: (issues: readonly Issue[]) => ApiError;
};
