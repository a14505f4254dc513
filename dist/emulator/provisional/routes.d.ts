/**
 * The provisional-account routes (OpenAPI `partner_sdk_*`): `POST /partner-sdk/token` and `/token/bot`,
 * `POST /partner-sdk/provisional-accounts/unmerge` and `/unmerge/bot`; and, our design (the service's
 * route is not documented), `PATCH /partner-sdk/provisional-accounts/@me` `{ global_name }` for
 * `UpdateProvisionalAccountDisplayName`. Bodies are JSON, checked with the shared rules (50035 naming the
 * field); credential failures are the service's 5300xx codes.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ProvisionalAccounts } from './service.js';
export declare function provisionalRoutes(accounts: ProvisionalAccounts): FastifyPluginAsync;
