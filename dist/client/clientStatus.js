/**
 * The client's connection statuses and their reasons, with the C++ library's names and numbers
 * (`Client::Status`, `Client::Error`), and the callback of `SetStatusChangedCallback`. Shared by the
 * connection domain (realtime.ts), the events (events.ts) and the facade.
 */
import { ConnectionError, ConnectionStatus } from '../connection/status.js';
/** The client's connection status (`Client.Status`), with the C++ library's numbers. */
export const ClientStatus = ConnectionStatus;
/** Why the status changed (`Client.Error`), with the C++ library's numbers. */
export const ClientError = ConnectionError;
