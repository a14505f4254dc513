/** The abiVersion this build of the TypeScript code expects. */
export const EXPECTED_ABI_VERSION = 1;
/** Checks that a loaded module really is our addon, of the expected ABI, before it is used. */
export function assertAddonShape(module) {
    if (typeof module !== 'object' || module === null)
        throw new Error('the module is not an object');
    const candidate = module;
    if (candidate.abiVersion !== EXPECTED_ABI_VERSION) {
        throw new Error(`abiVersion ${String(candidate.abiVersion)} found, ${EXPECTED_ABI_VERSION} expected (rebuild it)`);
    }
    for (const name of ['randomFill', 'randomBytes']) {
        if (typeof candidate[name] !== 'function')
            throw new Error(`the module lacks the function ${name}`);
    }
}
