/**
 * Command sync planning: the fewest operations that turn the registered commands of one scope into the
 * desired ones without spending daily creates (200 per day and scope) on commands that already exist.
 */
import type {
  ApplicationCommand,
  ApplicationCommandOption,
  ApplicationCommandOptionChoice,
  BulkApplicationCommandItem,
  CreateApplicationCommandBody,
  EditApplicationCommandBody,
  LocalizationMap,
  Snowflake,
} from '../model/index.js';
import { ApplicationCommandType } from '../model/index.js';

/** A top-level field that {@link planCommandSync} compares. */
export type SyncedCommandField =
  | 'name'
  | 'name_localizations'
  | 'description'
  | 'description_localizations'
  | 'options'
  | 'default_member_permissions'
  | 'dm_permission'
  | 'default_permission'
  | 'nsfw'
  | 'integration_types'
  | 'contexts'
  | 'handler';

/**
 * A desired command: a create / bulk-overwrite body (it may carry the `id` of a registered command), or a
 * command as fetched (its server fields are ignored).
 */
export type DesiredCommand = BulkApplicationCommandItem | ApplicationCommand;

/** One registered command that must be edited. */
export interface CommandUpdate {
  /** Id of the registered command (the PATCH target). */
  id: Snowflake;
  current: ApplicationCommand;
  desired: DesiredCommand;
  /** Fields that differ, in a fixed order. */
  changes: SyncedCommandField[];
  /**
   * PATCH body holding only the changed fields; a field the desired command leaves out is reset to its
   * default (`null` dictionaries and permissions, `[]` options, `nsfw: false`, `default_permission: true`).
   */
  patch: EditApplicationCommandBody;
}

/** What {@link planCommandSync} decided; lists sorted by (type, name), `update` in apply order. */
export interface CommandSyncPlan {
  /** Desired commands that do not exist yet: Create (POST) bodies. Each spends one daily create. */
  create: CreateApplicationCommandBody[];
  /** Registered commands to edit (PATCH), in the order to apply them. Edits spend no daily creates. */
  update: CommandUpdate[];
  /** Registered commands that are not desired. Deleting also drops their permission overwrites. */
  delete: ApplicationCommand[];
  /** Registered commands already equal to their desired form. */
  unchanged: ApplicationCommand[];
  /** Daily creates the plan spends (`create.length`). */
  dailyCreates: number;
}

/** Thrown when a set holds two commands with the same (type, name) or the same id. */
export class InvalidCommandSetError extends TypeError {
  override name = 'InvalidCommandSetError';
  static readonly code = 'INVALID_COMMAND_SET';
  readonly code = InvalidCommandSetError.code;
}

/** Fields the service fills in or that identify a record: never part of a create body. */
const SERVER_FIELDS = [
  'id',
  'application_id',
  'guild_id',
  'version',
  'name_localized',
  'description_localized',
];

/** A value that does not matter: the desired command leaves a server-defaulted field to the service. */
const ANY = Symbol('any');

type Dict = LocalizationMap | null | undefined;

/** Dictionary entries in key order; null, absent and `{}` are all "no localizations". */
function dictKey(dict: Dict): string {
  if (dict === null || dict === undefined) return '[]';
  const entries = Object.entries(dict).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** A list that the service treats as a set (`integration_types`, `contexts`, `channel_types`). */
function setKey(values: readonly number[]): string {
  return JSON.stringify([...new Set(values)].sort((a, b) => a - b));
}

function choiceKey(choice: ApplicationCommandOptionChoice): unknown[] {
  return [choice.name, dictKey(choice.name_localizations), choice.value];
}

/**
 * An option's comparable form. Defaults count as absent (`required`/`autocomplete` false, empty
 * `choices`/`options`/`channel_types`); options and choices keep their order, which the service shows.
 */
function optionKey(option: ApplicationCommandOption): unknown[] {
  const o = option as ApplicationCommandOption & {
    required?: boolean;
    autocomplete?: boolean;
    choices?: ApplicationCommandOptionChoice[];
    options?: ApplicationCommandOption[];
    channel_types?: number[];
    min_value?: number;
    max_value?: number;
    min_length?: number;
    max_length?: number;
  };
  return [
    o.type,
    o.name,
    dictKey(o.name_localizations),
    o.description ?? '',
    dictKey(o.description_localizations),
    o.required === true,
    o.autocomplete === true,
    (o.choices ?? []).map(choiceKey),
    (o.options ?? []).map(optionKey),
    setKey(o.channel_types ?? []),
    o.min_value ?? null,
    o.max_value ?? null,
    o.min_length ?? null,
    o.max_length ?? null,
  ];
}

/** Decimal permission strings compare by value; null and absent both mean "everyone". */
function permissionsKey(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return /^[0-9]+$/.test(value) ? BigInt(value).toString() : value;
}

interface FieldRule {
  field: SyncedCommandField;
  /** Comparable form of a value on either side. */
  key: (command: DesiredCommand) => unknown;
  /** When the desired command leaves the field out: `ANY` (server default, keep) or the value to set. */
  whenAbsent: typeof ANY | 'reset';
  /** The PATCH value for the desired command. */
  patch: (desired: DesiredCommand) => unknown;
}

const FIELD_RULES: readonly FieldRule[] = [
  { field: 'name', key: (c) => c.name, whenAbsent: 'reset', patch: (d) => d.name },
  {
    field: 'name_localizations',
    key: (c) => dictKey(c.name_localizations),
    whenAbsent: 'reset',
    patch: (d) => d.name_localizations ?? null,
  },
  {
    field: 'description',
    // USER and MESSAGE commands come back with "" and take no description on create.
    key: (c) => c.description ?? '',
    whenAbsent: 'reset',
    patch: (d) => d.description ?? '',
  },
  {
    field: 'description_localizations',
    key: (c) => dictKey(c.description_localizations),
    whenAbsent: 'reset',
    patch: (d) => d.description_localizations ?? null,
  },
  {
    field: 'options',
    key: (c) => JSON.stringify((c.options ?? []).map(optionKey)),
    whenAbsent: 'reset',
    patch: (d) => d.options ?? [],
  },
  {
    field: 'default_member_permissions',
    key: (c) => permissionsKey(c.default_member_permissions),
    whenAbsent: 'reset',
    patch: (d) => d.default_member_permissions ?? null,
  },
  // Deprecated; the service fills `true` for global commands.
  {
    field: 'dm_permission',
    key: (c) => c.dm_permission ?? true,
    whenAbsent: ANY,
    patch: (d) => d.dm_permission,
  },
  {
    field: 'default_permission',
    key: (c) => c.default_permission ?? true,
    whenAbsent: 'reset',
    patch: (d) => d.default_permission ?? true,
  },
  { field: 'nsfw', key: (c) => c.nsfw ?? false, whenAbsent: 'reset', patch: (d) => d.nsfw ?? false },
  // Filled from the app's configuration (integration types) or the service's defaults (contexts).
  {
    field: 'integration_types',
    key: (c) => (c.integration_types == null ? null : setKey(c.integration_types)),
    whenAbsent: ANY,
    patch: (d) => d.integration_types,
  },
  {
    field: 'contexts',
    key: (c) => (c.contexts == null ? null : setKey(c.contexts)),
    whenAbsent: ANY,
    patch: (d) => d.contexts,
  },
  // PRIMARY_ENTRY_POINT only; the service picks the handler when none is given.
  { field: 'handler', key: (c) => c.handler ?? null, whenAbsent: ANY, patch: (d) => d.handler },
];

/** Fields whose desired value counts as "left to the service" when absent or null. */
function isAbsent(desired: DesiredCommand, field: SyncedCommandField): boolean {
  const value: unknown = desired[field];
  return value === undefined || value === null;
}

/**
 * The fields in which `current` (a registered command) differs from `desired`, treating what the service
 * fills in (ids, version, `type: 1`, `nsfw: false`, `dm_permission`, `integration_types`, `contexts`,
 * `""` descriptions of USER/MESSAGE commands, `required: false` ...) as equal to its absence, and comparing
 * localizations exactly. Empty when the two are the same command.
 */
export function diffCommand(current: DesiredCommand, desired: DesiredCommand): SyncedCommandField[] {
  const changes: SyncedCommandField[] = [];
  for (const rule of FIELD_RULES) {
    if (rule.whenAbsent === ANY && isAbsent(desired, rule.field)) continue;
    if (rule.key(current) !== rule.key(desired)) changes.push(rule.field);
  }
  return changes;
}

function patchFor(
  desired: DesiredCommand,
  changes: readonly SyncedCommandField[],
): EditApplicationCommandBody {
  const patch: Record<string, unknown> = {};
  for (const rule of FIELD_RULES) {
    if (changes.includes(rule.field)) patch[rule.field] = rule.patch(desired);
  }
  return patch as EditApplicationCommandBody;
}

function typeOf(command: DesiredCommand): number {
  return command.type ?? ApplicationCommandType.CHAT_INPUT;
}

/** The identity of a command within one scope. */
function identity(command: DesiredCommand): string {
  return `${typeOf(command)}\u0000${command.name}`;
}

function byTypeAndName(a: DesiredCommand, b: DesiredCommand): number {
  const t = typeOf(a) - typeOf(b);
  if (t !== 0) return t;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Indexes a set by (type, name) and by id, refusing duplicates. */
function indexSet<T extends DesiredCommand>(commands: readonly T[], what: string) {
  const byIdentity = new Map<string, T>();
  const byId = new Map<string, T>();
  commands.forEach((command, i) => {
    const key = identity(command);
    if (byIdentity.has(key)) {
      throw new InvalidCommandSetError(
        `${what}[${i}]: a second command of type ${typeOf(command)} named "${command.name}"; names are unique ` +
          'per type within a scope',
      );
    }
    byIdentity.set(key, command);
    const id = (command as { id?: unknown }).id;
    if (typeof id === 'string') {
      if (byId.has(id)) throw new InvalidCommandSetError(`${what}[${i}].id: ${id} appears twice`);
      byId.set(id, command);
    }
  });
  return { byIdentity, byId };
}

/** The desired item without the fields a Create body must not carry (it may be a fetched command). */
function createBody(desired: DesiredCommand): CreateApplicationCommandBody {
  const body: Partial<Record<string, unknown>> = { ...desired };
  for (const field of SERVER_FIELDS) delete body[field];
  return body as unknown as CreateApplicationCommandBody;
}

type Pairs = Map<ApplicationCommand, DesiredCommand>;

/**
 * For each rename (an id match under a new name): the kept registered command that holds the new name
 * now and must be renamed away first. Names held by commands that are deleted are free, as deletes run
 * first.
 */
function renameWaits(pairs: Pairs, byIdentity: ReadonlyMap<string, ApplicationCommand>) {
  const waits = new Map<ApplicationCommand, ApplicationCommand>();
  for (const [command, item] of pairs) {
    const holder = byIdentity.get(identity(item));
    if (holder !== undefined && holder !== command && pairs.has(holder)) waits.set(command, holder);
  }
  return waits;
}

/**
 * Renames that form a cycle (a -> b while b -> a) cannot be applied one PATCH at a time. Each cycle is
 * broken at the member with the smallest desired (type, name): that registered command is deleted and
 * its desired form created instead (one daily create). Returns the desired items to create.
 */
function breakRenameCycles(pairs: Pairs, byIdentity: ReadonlyMap<string, ApplicationCommand>) {
  const recreated: DesiredCommand[] = [];
  for (;;) {
    const waits = renameWaits(pairs, byIdentity);
    let cycle: ApplicationCommand[] | undefined;
    for (const start of waits.keys()) {
      const path: ApplicationCommand[] = [];
      let node: ApplicationCommand | undefined = start;
      while (node !== undefined && !path.includes(node)) {
        path.push(node);
        node = waits.get(node);
      }
      if (node !== undefined) {
        cycle = path.slice(path.indexOf(node));
        break;
      }
    }
    if (cycle === undefined) return recreated;
    const items = cycle.map((command) => pairs.get(command) as DesiredCommand);
    const victim = items.reduce((a, b) => (byTypeAndName(a, b) <= 0 ? a : b));
    const command = cycle[items.indexOf(victim)] as ApplicationCommand;
    pairs.delete(command);
    recreated.push(victim);
  }
}

/** How many renames must run before each rename (0 for everything else); the waits are acyclic here. */
function renameDepths(pairs: Pairs, byIdentity: ReadonlyMap<string, ApplicationCommand>) {
  const waits = renameWaits(pairs, byIdentity);
  const depths = new Map<ApplicationCommand, number>();
  const depthOf = (command: ApplicationCommand): number => {
    const known = depths.get(command);
    if (known !== undefined) return known;
    const holder = waits.get(command);
    const depth = holder === undefined ? 0 : depthOf(holder) + 1;
    depths.set(command, depth);
    return depth;
  };
  for (const command of pairs.keys()) depthOf(command);
  return depths;
}

/**
 * Plans the fewest operations that turn `current` (the registered commands of one scope, fetched with
 * `with_localizations=true` so that dictionaries can be compared) into `desired`.
 *
 * - A desired command matches a registered one by `id` when it carries one that is registered with the
 *   same type (a rename is then an edit), otherwise by (type, name). A type change is a delete plus a
 *   create, as the service cannot edit `type`.
 * - Matched commands are compared with {@link diffCommand}; equal ones are `unchanged`, others get a
 *   PATCH with just the changed fields.
 * - Command order within a set does not matter (the result is sorted by type, then name); option and
 *   choice order does.
 *
 * Apply it as delete, then update (in the given order), then create: that frees names and count slots
 * before they are reused. Updates are sorted by (type, name), except that a rename into a name another
 * rename frees comes after it; a cycle of renames is broken by re-creating one of its commands.
 * Throws {@link InvalidCommandSetError} when either set repeats a (type, name) or an id.
 */
export function planCommandSync(
  current: readonly ApplicationCommand[],
  desired: readonly DesiredCommand[],
): CommandSyncPlan {
  const registered = indexSet(current, 'current');
  indexSet(desired, 'desired');

  const pairs: Pairs = new Map();
  const unmatched: DesiredCommand[] = [];
  for (const item of desired) {
    const byId = item.id === undefined ? undefined : registered.byId.get(item.id);
    if (byId !== undefined && typeOf(byId) === typeOf(item)) pairs.set(byId, item);
    else unmatched.push(item);
  }
  const create: CreateApplicationCommandBody[] = [];
  for (const item of unmatched) {
    const byName = registered.byIdentity.get(identity(item));
    // A registered command already claimed by an id match is renamed away; this name is then new.
    if (byName !== undefined && !pairs.has(byName)) pairs.set(byName, item);
    else create.push(createBody(item));
  }
  for (const item of breakRenameCycles(pairs, registered.byIdentity)) create.push(createBody(item));
  const depth = renameDepths(pairs, registered.byIdentity);

  const update: CommandUpdate[] = [];
  const unchanged: ApplicationCommand[] = [];
  const deleted: ApplicationCommand[] = [];
  for (const command of current) {
    const item = pairs.get(command);
    if (item === undefined) {
      deleted.push(command);
      continue;
    }
    const changes = diffCommand(command, item);
    if (changes.length === 0) unchanged.push(command);
    else
      update.push({
        id: command.id,
        current: command,
        desired: item,
        changes,
        patch: patchFor(item, changes),
      });
  }

  create.sort(byTypeAndName);
  // Renames into a name that another rename frees go after it.
  update.sort(
    (a, b) =>
      (depth.get(a.current) ?? 0) - (depth.get(b.current) ?? 0) || byTypeAndName(a.desired, b.desired),
  );
  deleted.sort(byTypeAndName);
  unchanged.sort(byTypeAndName);
  return { create, update, delete: deleted, unchanged, dailyCreates: create.length };
}
