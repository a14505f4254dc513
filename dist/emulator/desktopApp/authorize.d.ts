import type { EmulatorContext } from '../context.js';
/** The code, or why the request is refused (the answer's ERROR message). */
export declare function authorizeOverIpc(ctx: EmulatorContext, userId: string, applicationId: string, args: Record<string, unknown>, consent: 'approve' | 'deny' | 'page'): {
    code: string;
} | {
    error: string;
};
