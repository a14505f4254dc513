import { RelationshipType } from '../../model/relationship.js';
import * as relationshipRules from '../../rules/relationship.js';
import { valid } from '../errors.js';
import { relationshipCaller } from './access.js';
import * as relationships from './relationships.js';
const BASE = '/users/@me/relationships';
export const relationshipRoutes = async (app) => {
    const ctx = app.emulator;
    /** The kind and user of a path (50035 naming `kind` or `user_id` when malformed). */
    const target = (params) => ({
        kind: valid(relationshipRules.validateRelationshipKind(params.kind)),
        userId: valid(relationshipRules.validateRelationshipUserId(params.user_id)),
    });
    app.get(BASE, { config: { bucket: 'relationships.list' } }, async (request) => relationships.listRelationships(ctx, relationshipCaller(ctx, request, 'read')));
    // Registered before `{kind}` routes: `blocks` is not a kind, and fastify prefers static segments.
    app.put(`${BASE}/blocks/:user_id`, { config: { bucket: 'relationships.block' } }, async (request) => {
        const caller = relationshipCaller(ctx, request, 'write');
        return relationships.block(ctx, caller, valid(relationshipRules.validateRelationshipUserId(request.params.user_id)));
    });
    app.delete(`${BASE}/blocks/:user_id`, { config: { bucket: 'relationships.unblock' } }, async (request, reply) => {
        const caller = relationshipCaller(ctx, request, 'write');
        relationships.unblock(ctx, caller, valid(relationshipRules.validateRelationshipUserId(request.params.user_id)));
        return reply.code(204).send();
    });
    app.post(`${BASE}/:kind`, { config: { bucket: 'relationships.send' } }, async (request) => {
        const caller = relationshipCaller(ctx, request, 'write');
        const kind = valid(relationshipRules.validateRelationshipKind(request.params.kind));
        const body = valid(relationshipRules.validateFriendRequestBody(request.body));
        return relationships.sendRequest(ctx, caller, kind, body);
    });
    app.post(`${BASE}/:kind/:user_id/accept`, { config: { bucket: 'relationships.accept' } }, async (request) => {
        const caller = relationshipCaller(ctx, request, 'write');
        const { kind, userId } = target(request.params);
        return relationships.acceptRequest(ctx, caller, kind, userId);
    });
    // Reject (their request) and cancel (ours) differ only in which side's pending request ends.
    for (const [action, pending] of [
        ['reject', RelationshipType.PendingIncoming],
        ['cancel', RelationshipType.PendingOutgoing],
    ])
        app.post(`${BASE}/:kind/:user_id/${action}`, { config: { bucket: `relationships.${action}` } }, async (request, reply) => {
            const caller = relationshipCaller(ctx, request, 'write');
            const { kind, userId } = target(request.params);
            relationships.dropRequest(ctx, caller, kind, userId, pending);
            return reply.code(204).send();
        });
    app.delete(`${BASE}/:kind/:user_id`, { config: { bucket: 'relationships.remove' } }, async (request, reply) => {
        const caller = relationshipCaller(ctx, request, 'write');
        const { kind, userId } = target(request.params);
        relationships.removeFriend(ctx, caller, kind, userId);
        return reply.code(204).send();
    });
};
