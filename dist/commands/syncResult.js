/** Whether a dry-run result shows drift: anything to create, update or delete. */
export function hasDrift(result) {
    return result.created.length + result.updated.length + result.deleted.length > 0;
}
