/**
 * One dynamic import per process, started on first use (issue 20: dependencies that a cold start should
 * not pay for). A failed load is forgotten, so that the next use tries again and reports its own error
 * rather than a stale one.
 */
export function loadOnce(load) {
    let pending;
    return () => {
        pending ??= load().catch((error) => {
            pending = undefined;
            throw error;
        });
        return pending;
    };
}
