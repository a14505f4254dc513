import { RelationshipType } from '../../model/relationship.js';
import * as relationshipRules from '../../rules/relationship.js';
import { valid } from '../errors.js';
import { RELATIONSHIP_READ_AUTH, RELATIONSHIP_WRITE_AUTH, relationshipCaller } from './access.js';
import * as relationships from './relationships.js';
const BASE = '/users/@me/relationships';
const write = RELATIONSHIP_WRITE_AUTH;
export const relationshipRoutes = async (app) => {
    const ctx = app.emulator;
    /** The kind and user of a path (50035 naming `kind` or `user_id` when malformed). */
    const target = (params) => ({
        kind: valid(relationshipRules.validateRelationshipKind(params.kind)),
        userId: valid(relationshipRules.validateRelationshipUserId(params.user_id)),
    });
    app.get(BASE, { config: { bucket: 'relationships.list', auth: RELATIONSHIP_READ_AUTH } }, async (request) => relationships.listRelationships(ctx, relationshipCaller(request)));
    // Registered before `{kind}` routes: `blocks` is not a kind, and fastify prefers static segments.
    app.put(`${BASE}/blocks/:user_id`, { config: { bucket: 'relationships.block', auth: write } }, async (request) => {
        const caller = relationshipCaller(request);
        return relationships.block(ctx, caller, valid(relationshipRules.validateRelationshipUserId(request.params.user_id)));
    });
    app.delete(`${BASE}/blocks/:user_id`, { config: { bucket: 'relationships.unblock', auth: write } }, async (request, reply) => {
        const caller = relationshipCaller(request);
        relationships.unblock(ctx, caller, valid(relationshipRules.validateRelationshipUserId(request.params.user_id)));
        return reply.code(204).send();
    });
    app.post(`${BASE}/:kind`, { config: { bucket: 'relationships.send', auth: write } }, async (request) => {
        const caller = relationshipCaller(request);
        const kind = valid(relationshipRules.validateRelationshipKind(request.params.kind));
        const body = valid(relationshipRules.validateFriendRequestBody(request.body));
        return relationships.sendRequest(ctx, caller, kind, body);
    });
    app.post(`${BASE}/:kind/:user_id/accept`, { config: { bucket: 'relationships.accept', auth: write } }, async (request) => {
        const caller = relationshipCaller(request);
        const { kind, userId } = target(request.params);
        return relationships.acceptRequest(ctx, caller, kind, userId);
    });
    // Reject (their request) and cancel (ours) differ only in which side's pending request ends.
    for (const [action, pending] of [
        ['reject', RelationshipType.PendingIncoming],
        ['cancel', RelationshipType.PendingOutgoing],
    ])
        app.post(`${BASE}/:kind/:user_id/${action}`, { config: { bucket: `relationships.${action}`, auth: write } }, async (request, reply) => {
            const caller = relationshipCaller(request);
            const { kind, userId } = target(request.params);
            relationships.dropRequest(ctx, caller, kind, userId, pending);
            return reply.code(204).send();
        });
    app.delete(`${BASE}/:kind/:user_id`, { config: { bucket: 'relationships.remove', auth: write } }, async (request, reply) => {
        const caller = relationshipCaller(request);
        const { kind, userId } = target(request.params);
        relationships.removeFriend(ctx, caller, kind, userId);
        return reply.code(204).send();
    });
};
