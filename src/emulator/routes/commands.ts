/**
 * Application commands, global (`/applications/{app}/commands`) and per guild
 * (`/applications/{app}/guilds/{guild}/commands`): list, create (upsert: 201 new, 200 overwritten),
 * bulk overwrite (PUT), get, edit (PATCH) and delete. The rules live in the command registry; this
 * plugin authenticates, resolves the scope and shapes the responses (list GETs are localized for the
 * requester unless `with_localizations=true`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { localizeCommand } from '../../rules/index.js';
import type { Principal } from '../auth.js';
import { type CommandParams, commandAccess } from '../commands/access.js';
import { requesterLocale } from '../commands/locale.js';
import { CommandRegistry } from '../commands/registry.js';
import { commandCollections } from '../commands/state.js';
import type { EmulatorContext } from '../context.js';

const GLOBAL = '/applications/:application_id/commands';
const GUILD = '/applications/:application_id/guilds/:guild_id/commands';

type ListQuery = { with_localizations?: string | undefined };
type Params = CommandParams & { command_id: string };

/** The registry over the store of `ctx` (stateless: every plugin may build its own). */
export function commandRegistry(ctx: EmulatorContext): CommandRegistry {
  return new CommandRegistry({
    collections: commandCollections(ctx.store),
    nextId: () => ctx.ids.next(),
    now: () => ctx.clock.now(),
  });
}

export async function commandRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.emulator;
  const registry = commandRegistry(ctx);

  for (const base of [GLOBAL, GUILD]) {
    app.get<{ Params: CommandParams; Querystring: ListQuery }>(base, async (request) => {
      const { principal, scope } = commandAccess(ctx, request, request.params);
      const commands = registry.list(scope);
      if (withLocalizations(request.query.with_localizations)) return commands;
      const locale = requesterLocale(request.headers, userLocale(principal));
      return commands.map((command) => localizeCommand(command, locale));
    });

    app.post<{ Params: CommandParams }>(base, async (request, reply) => {
      const { scope } = commandAccess(ctx, request, request.params);
      const { command, created } = registry.create(scope, request.body);
      return reply.code(created ? 201 : 200).send(command);
    });

    app.put<{ Params: CommandParams }>(base, async (request) => {
      const { scope } = commandAccess(ctx, request, request.params);
      return registry.bulkOverwrite(scope, request.body);
    });

    app.get<{ Params: Params }>(`${base}/:command_id`, async (request) => {
      const { scope } = commandAccess(ctx, request, request.params);
      return registry.get(scope, request.params.command_id);
    });

    app.patch<{ Params: Params }>(`${base}/:command_id`, async (request) => {
      const { scope } = commandAccess(ctx, request, request.params);
      return registry.edit(scope, request.params.command_id, request.body);
    });

    app.delete<{ Params: Params }>(`${base}/:command_id`, async (request, reply) => {
      const { scope } = commandAccess(ctx, request, request.params);
      registry.delete(scope, request.params.command_id);
      return noContent(reply);
    });
  }
}

/** `with_localizations`: a boolean query parameter (`true`/`1`; anything else is false). */
function withLocalizations(value: string | undefined): boolean {
  return value !== undefined && (value.toLowerCase() === 'true' || value === '1');
}

/** The user-setting locale of the requester: the token's user, or the bot user. */
function userLocale(principal: Principal): string | undefined {
  return principal.user?.locale;
}

function noContent(reply: FastifyReply): FastifyReply {
  return reply.code(204).send();
}
