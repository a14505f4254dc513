/** The realtime connection: the gateway session, its state machine, heartbeats and statuses. */
export { DEFAULT_HANDSHAKE_TIMEOUT_MS, GatewayConnection, } from './gatewayConnection.js';
export { DEFAULT_POLICY, INITIAL_STATE, INVALID_SESSION_DETAIL, transition, } from './machine.js';
export { checkResumeUrl } from './resumeUrl.js';
export { ConnectionError, ConnectionStatus, connectionErrorName, connectionStatusName, isConnectionStatus, } from './status.js';
