import { ApplicationCommandType } from '../model/index.js';
/** Thrown when a set holds two commands with the same (type, name) or the same id. */
export class InvalidCommandSetError extends TypeError {
    name = 'InvalidCommandSetError';
    static code = 'INVALID_COMMAND_SET';
    code = InvalidCommandSetError.code;
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
/** Dictionary entries in key order; null, absent and `{}` are all "no localizations". */
function dictKey(dict) {
    if (dict === null || dict === undefined)
        return '[]';
    const entries = Object.entries(dict).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return JSON.stringify(entries);
}
/** A list that the service treats as a set (`integration_types`, `contexts`, `channel_types`). */
function setKey(values) {
    return JSON.stringify([...new Set(values)].sort((a, b) => a - b));
}
function choiceKey(choice) {
    return [choice.name, dictKey(choice.name_localizations), choice.value];
}
/**
 * An option's comparable form. Defaults count as absent (`required`/`autocomplete` false, empty
 * `choices`/`options`/`channel_types`); options and choices keep their order, which the service shows.
 */
function optionKey(option) {
    const o = option;
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
function permissionsKey(value) {
    if (value === null || value === undefined)
        return null;
    return /^[0-9]+$/.test(value) ? BigInt(value).toString() : value;
}
const FIELD_RULES = [
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
function isAbsent(desired, field) {
    const value = desired[field];
    return value === undefined || value === null;
}
/**
 * The fields in which `current` (a registered command) differs from `desired`, treating what the service
 * fills in (ids, version, `type: 1`, `nsfw: false`, `dm_permission`, `integration_types`, `contexts`,
 * `""` descriptions of USER/MESSAGE commands, `required: false` ...) as equal to its absence, and comparing
 * localizations exactly. Empty when the two are the same command.
 */
export function diffCommand(current, desired) {
    const changes = [];
    for (const rule of FIELD_RULES) {
        if (rule.whenAbsent === ANY && isAbsent(desired, rule.field))
            continue;
        if (rule.key(current) !== rule.key(desired))
            changes.push(rule.field);
    }
    return changes;
}
function patchFor(desired, changes) {
    const patch = {};
    for (const rule of FIELD_RULES) {
        if (changes.includes(rule.field))
            patch[rule.field] = rule.patch(desired);
    }
    return patch;
}
function typeOf(command) {
    return command.type ?? ApplicationCommandType.CHAT_INPUT;
}
/** The identity of a command within one scope. */
function identity(command) {
    return `${typeOf(command)}\u0000${command.name}`;
}
function byTypeAndName(a, b) {
    const t = typeOf(a) - typeOf(b);
    if (t !== 0)
        return t;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
/** Indexes a set by (type, name) and by id, refusing duplicates. */
function indexSet(commands, what) {
    const byIdentity = new Map();
    const byId = new Map();
    commands.forEach((command, i) => {
        const key = identity(command);
        if (byIdentity.has(key)) {
            throw new InvalidCommandSetError(`${what}[${i}]: a second command of type ${typeOf(command)} named "${command.name}"; names are unique ` +
                'per type within a scope');
        }
        byIdentity.set(key, command);
        const id = command.id;
        if (typeof id === 'string') {
            if (byId.has(id))
                throw new InvalidCommandSetError(`${what}[${i}].id: ${id} appears twice`);
            byId.set(id, command);
        }
    });
    return { byIdentity, byId };
}
/** The desired item without the fields a Create body must not carry (it may be a fetched command). */
function createBody(desired) {
    const body = { ...desired };
    for (const field of SERVER_FIELDS)
        delete body[field];
    return body;
}
/**
 * For each rename (an id match under a new name): the kept registered command that holds the new name
 * now and must be renamed away first. Names held by commands that are deleted are free, as deletes run
 * first.
 */
function renameWaits(pairs, byIdentity) {
    const waits = new Map();
    for (const [command, item] of pairs) {
        const holder = byIdentity.get(identity(item));
        if (holder !== undefined && holder !== command && pairs.has(holder))
            waits.set(command, holder);
    }
    return waits;
}
/**
 * Renames that form a cycle (a -> b while b -> a) cannot be applied one PATCH at a time. Each cycle is
 * broken at the member with the smallest desired (type, name): that registered command is deleted and
 * its desired form created instead (one daily create). Returns the desired items to create.
 */
function breakRenameCycles(pairs, byIdentity) {
    const recreated = [];
    for (;;) {
        const waits = renameWaits(pairs, byIdentity);
        let cycle;
        for (const start of waits.keys()) {
            const path = [];
            let node = start;
            while (node !== undefined && !path.includes(node)) {
                path.push(node);
                node = waits.get(node);
            }
            if (node !== undefined) {
                cycle = path.slice(path.indexOf(node));
                break;
            }
        }
        if (cycle === undefined)
            return recreated;
        const items = cycle.map((command) => pairs.get(command));
        const victim = items.reduce((a, b) => (byTypeAndName(a, b) <= 0 ? a : b));
        const command = cycle[items.indexOf(victim)];
        pairs.delete(command);
        recreated.push(victim);
    }
}
/** How many renames must run before each rename (0 for everything else); the waits are acyclic here. */
function renameDepths(pairs, byIdentity) {
    const waits = renameWaits(pairs, byIdentity);
    const depths = new Map();
    const depthOf = (command) => {
        const known = depths.get(command);
        if (known !== undefined)
            return known;
        const holder = waits.get(command);
        const depth = holder === undefined ? 0 : depthOf(holder) + 1;
        depths.set(command, depth);
        return depth;
    };
    for (const command of pairs.keys())
        depthOf(command);
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
export function planCommandSync(current, desired) {
    const registered = indexSet(current, 'current');
    indexSet(desired, 'desired');
    const pairs = new Map();
    const unmatched = [];
    for (const item of desired) {
        const byId = item.id === undefined ? undefined : registered.byId.get(item.id);
        if (byId !== undefined && typeOf(byId) === typeOf(item))
            pairs.set(byId, item);
        else
            unmatched.push(item);
    }
    const create = [];
    for (const item of unmatched) {
        const byName = registered.byIdentity.get(identity(item));
        // A registered command already claimed by an id match is renamed away; this name is then new.
        if (byName !== undefined && !pairs.has(byName))
            pairs.set(byName, item);
        else
            create.push(createBody(item));
    }
    for (const item of breakRenameCycles(pairs, registered.byIdentity))
        create.push(createBody(item));
    const depth = renameDepths(pairs, registered.byIdentity);
    const update = [];
    const unchanged = [];
    const deleted = [];
    for (const command of current) {
        const item = pairs.get(command);
        if (item === undefined) {
            deleted.push(command);
            continue;
        }
        const changes = diffCommand(command, item);
        if (changes.length === 0)
            unchanged.push(command);
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
    update.sort((a, b) => (depth.get(a.current) ?? 0) - (depth.get(b.current) ?? 0) || byTypeAndName(a.desired, b.desired));
    deleted.sort(byTypeAndName);
    unchanged.sort(byTypeAndName);
    return { create, update, delete: deleted, unchanged, dailyCreates: create.length };
}
