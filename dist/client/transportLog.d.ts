/**
 * What the client's transport tells its log: each attempt's route, status and duration (Verbose), and
 * each retry and rate-limit wait with its reason and delay (Warning), which is what a support engineer
 * looks for in a slow or failing call. The hook events carry route templates, never a URL's values, a
 * header or a body, so no secret can reach a line from here.
 */
import type { TransportHooks } from '../http/transport.js';
import { type LogFunction } from '../model/logging.js';
/**
 * The transport hooks that write to a client's log.
 * @param log - the client's log.
 */
export declare function transportLogHooks(log: LogFunction): TransportHooks;
