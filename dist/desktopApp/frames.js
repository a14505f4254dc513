/**
 * The IPC socket's frames: the codec lives in rules/ipcFrames.ts, shared with the emulated app, so the
 * two sides cannot disagree on a byte.
 */
export { encodeFrame, FRAME_HEADER_BYTES, FrameDecoder, IpcFrameError, IpcOpcode, MAX_FRAME_BODY_BYTES, } from '../rules/ipcFrames.js';
