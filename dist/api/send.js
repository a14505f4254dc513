import { callFields, ensureValid, placeRouteParams, routeParams, } from './call.js';
/** Checks the ids, then runs the check (a `ValidationError` for either), then sends; resolves with the body. */
export async function send(transport, call) {
    const request = { method: call.method, route: call.route };
    const ids = call.parsedIds !== undefined
        ? placeRouteParams(call.parsedIds)
        : call.ids === undefined
            ? undefined
            : routeParams(request, call.ids);
    if (call.check !== undefined)
        ensureValid(request, call.what ?? 'body', call.check(call.body));
    const response = await transport.request({
        ...request,
        params: call.params === undefined ? ids : { ...ids, ...call.params },
        json: call.body,
        query: call.query,
        sensitiveResponse: call.sensitiveResponse,
        ...callFields(call.options, call.optionKeys),
    });
    return response.body;
}
/** {@link send} for a list route: an empty answer (204, or a null body) is the empty list. */
export async function sendForList(transport, call) {
    return (await send(transport, call)) ?? [];
}
