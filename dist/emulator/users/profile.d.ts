import type { EmulatorContext } from '../context.js';
import type { UserRecord } from '../records.js';
/** The public fields the control API may change; absent fields stay. */
export interface UserUpdate {
    username?: string | undefined;
    global_name?: string | null | undefined;
    avatar?: string | null | undefined;
}
export declare function updateUser(ctx: EmulatorContext, userId: string, update: UserUpdate): UserRecord;
