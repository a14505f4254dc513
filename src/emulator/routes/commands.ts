/**
 * Application commands, global (`/applications/{app}/commands`) and per guild
 * (`/applications/{app}/guilds/{guild}/commands`): list, create (upsert: 201 new, 200 overwritten),
 * bulk overwrite (PUT), get, edit (PATCH) and delete. The rules live in the command registry; this
 * plugin authenticates, resolves the scope and shapes the responses (list GETs are localized for the
 * requester unless `with_localizations=true`).
 */
import type { FastifyInstance } from 'fastify';
import type { ApplicationCommand } from '../../model/index.js';
import { localizeCommand } from '../../rules/index.js';
import type { Principal } from '../auth.js';
import { type CommandParams, commandAccess } from '../commands/access.js';
import { requesterLocale } from '../commands/locale.js';
import { noteBodyText } from '../commands/memo.js';
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

  // Bodies keep the JSON text they were parsed from, so the registry's memo can key on that text
  // instead of serializing the parsed body again (see memo.ts).
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text: string, done) => {
    parseJson(request, text, (error, body) => {
      if (!error) noteBodyText(body, text);
      done(error, body);
    });
  });

  // Synchronous handlers: each answers at once (an async handler costs a promise and a tick per request).
  for (const base of [GLOBAL, GUILD]) {
    app.get<{ Params: CommandParams; Querystring: ListQuery }>(base, (request, reply) => {
      const { principal, scope } = commandAccess(ctx, request, request.params);
      const commands = registry.list(scope);
      const locale = withLocalizations(request.query.with_localizations)
        ? null
        : requesterLocale(request.headers, userLocale(principal));
      reply.type(JSON_TYPE).send(listBody(commands, locale));
    });

    app.post<{ Params: CommandParams }>(base, (request, reply) => {
      const { scope } = commandAccess(ctx, request, request.params);
      const { command, created } = registry.create(scope, request.body);
      reply
        .code(created ? 201 : 200)
        .type(JSON_TYPE)
        .send(commandBody(command));
    });

    app.put<{ Params: CommandParams }>(base, (request, reply) => {
      const { scope } = commandAccess(ctx, request, request.params);
      reply.type(JSON_TYPE).send(listBody(registry.bulkOverwrite(scope, request.body), null));
    });

    app.get<{ Params: Params }>(`${base}/:command_id`, (request, reply) => {
      const { scope } = commandAccess(ctx, request, request.params);
      reply.type(JSON_TYPE).send(commandBody(registry.get(scope, request.params.command_id)));
    });

    app.patch<{ Params: Params }>(`${base}/:command_id`, (request, reply) => {
      const { scope } = commandAccess(ctx, request, request.params);
      reply.type(JSON_TYPE).send(commandBody(registry.edit(scope, request.params.command_id, request.body)));
    });

    app.delete<{ Params: Params }>(`${base}/:command_id`, (request, reply) => {
      const { scope } = commandAccess(ctx, request, request.params);
      registry.delete(scope, request.params.command_id);
      reply.code(204).send();
    });
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serialized list responses, per registered list and requester locale (`null`: with the dictionaries).
 * The registry never changes a stored list in place (a change stores a new array), so an entry is valid
 * for as long as its list is the current one, and is collected with it. Lists of 100 commands are tens of
 * kilobytes: serializing them once per change instead of once per request is what keeps list GETs close
 * to a bare route's throughput.
 */
const listCache = new WeakMap<readonly ApplicationCommand[], Map<string, string>>();
/** Serialized single commands, for the same reason (stored commands are never changed in place). */
const commandCache = new WeakMap<ApplicationCommand, string>();

function commandBody(command: ApplicationCommand): string {
  let body = commandCache.get(command);
  if (body === undefined) {
    body = JSON.stringify(command);
    commandCache.set(command, body);
  }
  return body;
}

function listBody(commands: readonly ApplicationCommand[], locale: string | null | undefined): string {
  let variants = listCache.get(commands);
  if (!variants) {
    variants = new Map();
    listCache.set(commands, variants);
  }
  const key = locale === null ? '*' : (locale ?? '');
  let body = variants.get(key);
  if (body === undefined) {
    const shaped = locale === null ? commands : commands.map((command) => localizeCommand(command, locale));
    body = JSON.stringify(shaped);
    variants.set(key, body);
  }
  return body;
}

/** `with_localizations`: a boolean query parameter (`true`/`1`; anything else is false). */
function withLocalizations(value: string | undefined): boolean {
  return value !== undefined && (value.toLowerCase() === 'true' || value === '1');
}

/** The user-setting locale of the requester: the token's user, or the bot user. */
function userLocale(principal: Principal): string | undefined {
  return principal.user?.locale;
}
