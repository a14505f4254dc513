import type { Transport } from '../http/transport.js';
import type { GatewayInfo } from '../model/gateway.js';
import { type CallOptions } from './call.js';
/**
 * The gateway's address (`{ url: "wss://..." }`). The service answers without credentials; a URL that is
 * not `ws:` or `wss:` is refused here, once, rather than by the WebSocket library later.
 *
 * @example
 * const { url } = await getGateway(transport);
 */
export declare function getGateway(transport: Transport, options?: CallOptions): Promise<GatewayInfo>;
