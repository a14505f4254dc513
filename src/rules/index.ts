/** Pure rules over the wire model, shared by the SDK and the emulator. */
export * from './errorBody.js';
export * from './issues.js';
