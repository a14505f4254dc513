/** The `Client` facade (C++ library names) and its calling convention. */
export {
  type AuthorizationCallback,
  type AuthorizeResult,
  Client,
  type ClientEvents,
  type ClientOptions,
  type StatusCallback,
  type TokenExchangeCallback,
  type TokenResult,
} from './Client.js';
export { ClientResult, type ClientResultInit, ErrorType, errorTypeName } from './clientResult.js';
export { ClientResultError, type ResultCallback, toClientResult } from './results.js';
