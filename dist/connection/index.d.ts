/** The realtime connection: the gateway session, its state machine, heartbeats and statuses. */
export { DEFAULT_HANDSHAKE_TIMEOUT_MS, GatewayConnection, type GatewayConnectionOptions, } from './gatewayConnection.js';
export { type ConnectionPolicy, DEFAULT_POLICY, type Effect, type FullConnectionPolicy, INITIAL_STATE, INVALID_SESSION_DETAIL, type MachineEnv, type MachineInput, type MachineState, type Transition, transition, } from './machine.js';
export { checkResumeUrl, type ResumeUrlVerdict } from './resumeUrl.js';
export { ConnectionError, ConnectionStatus, connectionErrorName, connectionStatusName, isConnectionStatus, } from './status.js';
