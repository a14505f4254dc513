/**
 * The desired set passed the rules of a bulk overwrite; applied one call at a time, its creates and edits
 * are POST and PATCH bodies, which the service checks by other rules: in a guild they do not take
 * `integration_types`, `contexts` or `dm_permission`, which a guild bulk item may carry. Checking each
 * planned body here, before the first call, keeps a sync from stopping half-way on a refusal.
 */
import { validateCommand } from '../rules/index.js';
/**
 * Problems of the plan's POST and PATCH bodies, each with the path of the desired command it comes from
 * (`indexOf` gives its index in the desired set).
 */
export function individualWriteIssues(plan, scope, indexOf) {
    const issues = [];
    const add = (index, found) => {
        for (const issue of found)
            issues.push({ ...issue, path: [index, ...issue.path] });
    };
    for (const body of plan.create)
        add(indexOf(body), validateCommand(body, { scope, mode: 'create' }));
    for (const update of plan.update) {
        const found = validateCommand(update.patch, { scope, mode: 'edit', existingType: update.current.type });
        add(indexOf(update.desired), found);
    }
    return issues;
}
