/** Two collections: the first can leave objects whose finalizers freed more for the second. */
function collect() {
    const gc = globalThis.gc;
    if (typeof gc !== 'function')
        return false;
    gc();
    gc();
    return true;
}
/** The route, registered under the control API's prefix (and its guard). */
export const memoryRoute = async (app) => {
    app.get('/memory', async () => {
        const gc = collect();
        return { gc, ...process.memoryUsage() };
    });
};
