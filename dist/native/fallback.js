/**
 * The JavaScript fallback used only when the addon is not loaded (see `nativeStatus()`): the same
 * contract as the addon's randomFill/randomBytes, argument checks and messages included, backed by
 * `crypto.getRandomValues` (the platform CSPRNG through Node). It is safe, just not the OS call the addon
 * makes directly.
 */
const MAX_REQUEST_BYTES = 2147483647;
/** getRandomValues refuses more than 65536 bytes per call. */
const GET_RANDOM_VALUES_MAX = 65536;
function typeName(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    return typeof value;
}
function readCount(value, where, max) {
    if (typeof value !== 'number')
        throw new TypeError(`${where}: expected a number, received ${typeName(value)}`);
    if (!Number.isInteger(value))
        throw new RangeError(`${where}: expected an integer, received ${String(value)}`);
    if (value < 0 || value > max) {
        throw new RangeError(`${where}: must be between 0 and ${max}, received ${String(value)}`);
    }
    return value;
}
function bytesOf(buffer) {
    if (ArrayBuffer.isView(buffer)) {
        const elementSize = 'BYTES_PER_ELEMENT' in buffer ? Number(buffer.BYTES_PER_ELEMENT) : 1;
        return { bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength), elementSize };
    }
    if (buffer instanceof ArrayBuffer)
        return { bytes: new Uint8Array(buffer), elementSize: 1 };
    throw new TypeError(`randomFill(buffer): expected a Buffer, TypedArray, DataView or ArrayBuffer, received ${typeName(buffer)}`);
}
function fill(bytes) {
    for (let start = 0; start < bytes.length; start += GET_RANDOM_VALUES_MAX) {
        // The global, read at call time: importing `webcrypto` would load Node's Web Crypto at SDK import.
        globalThis.crypto.getRandomValues(bytes.subarray(start, Math.min(bytes.length, start + GET_RANDOM_VALUES_MAX)));
    }
}
export function fallbackRandomFill(...args) {
    if (args.length < 1)
        throw new TypeError('randomFill(buffer): buffer is required');
    const [buffer, offsetArg, sizeArg] = args;
    const { bytes, elementSize } = bytesOf(buffer);
    const elements = Math.floor(bytes.length / elementSize);
    const offset = offsetArg === undefined ? 0 : readCount(offsetArg, 'randomFill(buffer, offset)', elements);
    const size = sizeArg === undefined
        ? elements - offset
        : readCount(sizeArg, 'randomFill(buffer, offset, size)', elements - offset);
    if (size * elementSize > MAX_REQUEST_BYTES) {
        throw new RangeError(`randomFill(buffer): at most ${MAX_REQUEST_BYTES} bytes per call, received ${size * elementSize}`);
    }
    fill(bytes.subarray(offset * elementSize, (offset + size) * elementSize));
    return buffer;
}
export function fallbackRandomBytes(...args) {
    if (args.length < 1)
        throw new TypeError('randomBytes(size): size is required');
    const size = readCount(args[0], 'randomBytes(size)', MAX_REQUEST_BYTES);
    const buffer = Buffer.allocUnsafe(size);
    fill(buffer);
    return buffer;
}
