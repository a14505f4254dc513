/** `GET /gateway`: where the realtime gateway's WebSocket endpoint is. */
import { InvalidResponseError } from '../http/errors.js';
import { callFields } from './call.js';
/**
 * The gateway's address (`{ url: "wss://..." }`). The service answers without credentials; a URL that is
 * not `ws:` or `wss:` is refused here, once, rather than by the WebSocket library later.
 *
 * @example
 * const { url } = await getGateway(transport);
 */
export async function getGateway(transport, options = {}) {
    const request = { method: 'GET', route: '/gateway' };
    const response = await transport.request({ ...request, auth: 'none', ...callFields(options) });
    const body = response.body;
    const url = typeof body === 'object' && body !== null ? body.url : undefined;
    if (typeof url !== 'string' || !/^wss?:\/\/\S+$/.test(url))
        throw new InvalidResponseError(request, response.status, 'has no ws: or wss: url', JSON.stringify(body) ?? '');
    return { url };
}
