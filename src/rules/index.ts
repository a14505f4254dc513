/** Pure rules over the wire model, shared by the SDK and the emulator. */
export * from './errorBody.js';
export * from './issues.js';
export {
  type CommandMode,
  type CommandScope,
  type ValidateCommandOptions,
  validateCommand,
} from './validateCommand.js';
export { type ValidateCommandSetOptions, validateCommandSet } from './validateCommandSet.js';
export { codePoints, NAME_PATTERN_SOURCE } from './validateCore.js';
