/** The realtime connection: the gateway session, its state machine, heartbeats and statuses. */
export {
  DEFAULT_HANDSHAKE_TIMEOUT_MS,
  GatewayConnection,
  type GatewayConnectionOptions,
} from './gatewayConnection.js';
export {
  type ConnectionPolicy,
  DEFAULT_POLICY,
  type Effect,
  INITIAL_STATE,
  type MachineEnv,
  type MachineInput,
  type MachineState,
  type Transition,
  transition,
} from './machine.js';
export {
  ConnectionError,
  ConnectionStatus,
  connectionErrorName,
  connectionStatusName,
  isConnectionStatus,
} from './status.js';
