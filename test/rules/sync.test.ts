import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ApplicationCommand,
  type ApplicationCommandOption,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  type EditApplicationCommandBody,
} from '../../src/model/index.js';
import {
  type CommandSyncPlan,
  type DesiredCommand,
  InvalidCommandSetError,
  planCommandSync,
} from '../../src/rules/index.js';

const APP = '1100000000000000000';
let nextId = 1100000000000000100n;
const newId = () => (nextId++).toString();

/**
 * What the service stores for a create or edit: every default filled in explicitly (the strongest test
 * of "server-filled defaults equal their absence").
 */
function register(body: DesiredCommand, id: string): ApplicationCommand {
  const fillOption = (o: ApplicationCommandOption): ApplicationCommandOption => {
    const filled = { ...o } as ApplicationCommandOption & {
      required?: boolean;
      options?: ApplicationCommandOption[];
    };
    if (
      o.type !== ApplicationCommandOptionType.SUB_COMMAND &&
      o.type !== ApplicationCommandOptionType.SUB_COMMAND_GROUP
    ) {
      filled.required ??= false;
    }
    if (filled.options !== undefined) filled.options = filled.options.map(fillOption);
    return filled;
  };
  const { id: _id, ...rest } = body;
  return {
    ...rest,
    id,
    application_id: APP,
    version: newId(),
    type: body.type ?? ApplicationCommandType.CHAT_INPUT,
    description: body.description ?? '',
    name_localizations: body.name_localizations ?? null,
    description_localizations: body.description_localizations ?? null,
    default_member_permissions: body.default_member_permissions ?? null,
    dm_permission: body.dm_permission ?? true,
    nsfw: body.nsfw ?? false,
    integration_types: body.integration_types ?? [0],
    contexts: body.contexts ?? null,
    ...(body.options === undefined ? {} : { options: body.options.map(fillOption) }),
  };
}

const key = (c: { type?: number | undefined; name: string }) => `${c.type ?? 1}:${c.name}`;

/**
 * Applies a plan the way the SDK would (delete, update, create), failing on anything the service would
 * refuse or do differently: an edit whose new name is taken, or a create that would overwrite (upsert).
 */
function apply(current: readonly ApplicationCommand[], plan: CommandSyncPlan): ApplicationCommand[] {
  const gone = new Set(plan.delete.map((c) => c.id));
  const result = current.filter((c) => !gone.has(c.id));
  for (const u of plan.update) {
    const i = result.findIndex((c) => c.id === u.id);
    const target = result[i];
    if (target === undefined) throw new Error(`update of unknown ${u.id}`);
    const patched = { ...target, ...(u.patch as EditApplicationCommandBody) } as DesiredCommand;
    if (result.some((c) => c.id !== u.id && key(c) === key(patched)))
      throw new Error(`rename clash ${key(patched)}`);
    result[i] = register(patched, target.id);
  }
  for (const body of plan.create) {
    if (result.some((c) => key(c) === key(body))) throw new Error(`create would overwrite ${key(body)}`);
    result.push(register(body, newId()));
  }
  return result;
}

const isEmpty = (plan: CommandSyncPlan) =>
  plan.create.length === 0 && plan.update.length === 0 && plan.delete.length === 0 && plan.dailyCreates === 0;

/** Options of the ping command, as its author writes them. */
const pingOptions = (): ApplicationCommandOption[] => [
  { type: ApplicationCommandOptionType.STRING, name: 'target', description: 'Host' },
  {
    type: ApplicationCommandOptionType.INTEGER,
    name: 'count',
    description: 'How many',
    choices: [
      { name: 'one', value: 1 },
      { name: 'two', value: 2, name_localizations: { de: 'zwei' } },
    ],
  },
];

// A registered set, fetched with with_localizations=true.
const ping = register(
  {
    name: 'ping',
    description: 'Check latency',
    name_localizations: { de: 'pingen', fr: 'sonder' },
    options: pingOptions(),
    contexts: [0, 1, 2],
  },
  '1100000000000000001',
);
const pingUser = register({ type: ApplicationCommandType.USER, name: 'ping' }, '1100000000000000002');
const quote = register({ type: ApplicationCommandType.MESSAGE, name: 'Quote' }, '1100000000000000003');
const admin = register(
  { name: 'admin', description: 'Admin things', default_member_permissions: '8', nsfw: true },
  '1100000000000000004',
);
const current = [ping, pingUser, quote, admin];

/** The same set written by hand: no ids, no server-filled defaults. */
const minimal: DesiredCommand[] = [
  {
    name: 'ping',
    description: 'Check latency',
    name_localizations: { fr: 'sonder', de: 'pingen' },
    options: pingOptions(),
  },
  { type: ApplicationCommandType.USER, name: 'ping' },
  { type: ApplicationCommandType.MESSAGE, name: 'Quote' },
  { name: 'admin', description: 'Admin things', default_member_permissions: '8', nsfw: true },
];

/** `minimal` with one command replaced. */
function withCommand(name: string, type: number, change: (c: DesiredCommand) => DesiredCommand) {
  return minimal.map((c) => ((c.type ?? 1) === type && c.name === name ? change(structuredClone(c)) : c));
}
const pingWith = (change: (c: DesiredCommand) => void) =>
  withCommand('ping', 1, (c) => {
    change(c);
    return c;
  });

/** The set with ping renamed (by id) to admin, and admin renamed (by id) to `adminName`. */
function renamingPingToAdmin(adminName: string): DesiredCommand[] {
  return minimal.map((c) => {
    if (c === minimal[0]) return { ...c, id: ping.id, name: 'admin' };
    return c.name === 'admin' ? { ...c, id: admin.id, name: adminName } : c;
  });
}

interface Case {
  rule: string;
  desired: DesiredCommand[];
  create?: string[];
  update?: Record<string, string[]>;
  delete?: string[];
}

const cases: Case[] = [
  { rule: 'an equal set plans nothing', desired: current },
  { rule: 'server-filled defaults equal their absence', desired: minimal },
  { rule: 'command order within a set does not matter', desired: [...minimal].reverse() },
  {
    rule: 'localization dictionaries compare by entries, not key order; null equals absent',
    desired: pingWith((c) => {
      c.description_localizations = null;
    }),
  },
  {
    rule: 'explicitly giving a server default plans nothing',
    desired: pingWith((c) => {
      Object.assign(c, {
        type: 1,
        nsfw: false,
        dm_permission: true,
        default_permission: true,
        contexts: [2, 1, 0],
      });
    }),
  },
  {
    rule: 'option order matters',
    desired: pingWith((c) => {
      c.options = c.options?.reverse();
    }),
    update: { '1:ping': ['options'] },
  },
  {
    rule: 'choice order matters',
    desired: pingWith((c) => {
      const count = c.options?.[1] as { choices: unknown[] };
      count.choices.reverse();
    }),
    update: { '1:ping': ['options'] },
  },
  {
    rule: 'a choice value compares by type (1 is not "1")',
    desired: pingWith((c) => {
      const count = c.options?.[1] as { choices: { value: string | number }[] };
      const choice = count.choices[0];
      if (choice) choice.value = '1';
    }),
    update: { '1:ping': ['options'] },
  },
  {
    rule: 'required: true differs from the default',
    desired: pingWith((c) => {
      Object.assign(c.options?.[0] ?? {}, { required: true });
    }),
    update: { '1:ping': ['options'] },
  },
  {
    rule: 'a localization added is a change (localizations compare exactly)',
    desired: pingWith((c) => {
      c.name_localizations = { de: 'pingen', fr: 'sonder', ja: 'ピング' };
    }),
    update: { '1:ping': ['name_localizations'] },
  },
  {
    rule: 'a localized value changed is a change, even to the default value',
    desired: pingWith((c) => {
      c.name_localizations = { de: 'ping', fr: 'sonder' };
    }),
    update: { '1:ping': ['name_localizations'] },
  },
  {
    rule: 'a nested localization removed is a change',
    desired: pingWith((c) => {
      const count = c.options?.[1] as { choices: { name_localizations?: unknown }[] };
      delete count.choices[1]?.name_localizations;
    }),
    update: { '1:ping': ['options'] },
  },
  {
    rule: 'an explicit non-default nsfw, contexts or dm_permission is a change',
    desired: pingWith((c) => {
      Object.assign(c, { nsfw: true, contexts: [0], dm_permission: false });
    }),
    update: { '1:ping': ['dm_permission', 'nsfw', 'contexts'] },
  },
  {
    rule: 'a field left out that the service does not default is reset',
    desired: withCommand('admin', 1, (c) => {
      delete c.default_member_permissions;
      delete c.nsfw;
      return c;
    }),
    update: { '1:admin': ['default_member_permissions', 'nsfw'] },
  },
  {
    rule: 'default_member_permissions compare by value',
    desired: withCommand('admin', 1, (c) => ({ ...c, default_member_permissions: '8' })),
  },
  {
    rule: 'a new name is a create',
    desired: [...minimal, { name: 'roll', description: 'Roll a die' }],
    create: ['1:roll'],
  },
  {
    rule: 'a command not desired is a delete',
    desired: minimal.filter((c) => c.name !== 'admin'),
    delete: ['1:admin'],
  },
  {
    rule: 'the same name with another type is another command',
    desired: [...minimal.filter((c) => c.type !== ApplicationCommandType.USER), { type: 3, name: 'ping' }],
    create: ['3:ping'],
    delete: ['2:ping'],
  },
  {
    rule: 'a type change is a delete plus a create',
    desired: withCommand('Quote', 3, (c) => ({ ...c, type: ApplicationCommandType.USER })),
    create: ['2:Quote'],
    delete: ['3:Quote'],
  },
  {
    rule: 'a rename without id is a delete plus a create',
    desired: withCommand('admin', 1, (c) => ({ ...c, name: 'boss' })),
    create: ['1:boss'],
    delete: ['1:admin'],
  },
  {
    rule: 'a rename with the registered id is an edit',
    desired: withCommand('admin', 1, (c) => ({ ...c, name: 'boss', id: admin.id })),
    update: { '1:boss': ['name'] },
  },
  {
    rule: 'an id of a command of another type is not a match',
    desired: withCommand('admin', 1, (c) => ({ ...c, id: quote.id })),
  },
];

describe('planCommandSync', () => {
  it.each(cases)('$rule', (c) => {
    const plan = planCommandSync(current, c.desired);
    expect(plan.create.map(key)).toEqual(c.create ?? []);
    expect(Object.fromEntries(plan.update.map((u) => [key(u.desired), u.changes]))).toEqual(c.update ?? {});
    expect(plan.delete.map(key)).toEqual(c.delete ?? []);
    expect(plan.dailyCreates).toBe(plan.create.length);
    const touched = plan.update.length + plan.delete.length;
    expect(plan.unchanged.length).toBe(current.length - touched);
    const after = apply(current, plan);
    expect(isEmpty(planCommandSync(after, c.desired))).toBe(true);
  });

  it('patches only the changed fields, resetting left-out ones', () => {
    const desired = withCommand('admin', 1, (c) => ({ name: c.name, description: 'New', nsfw: true }));
    const [update] = planCommandSync(current, desired).update;
    expect(update?.id).toBe(admin.id);
    expect(update?.patch).toEqual({ description: 'New', default_member_permissions: null });
  });

  it('removes registered localizations that the desired command leaves out', () => {
    const [update] = planCommandSync(
      current,
      pingWith((c) => delete c.name_localizations),
    ).update;
    expect(update?.patch).toEqual({ name_localizations: null });
  });

  it('creates from fetched commands without their server fields', () => {
    const foreign = register({ name: 'roll', description: 'Roll' }, '1100000000000000009');
    const { create } = planCommandSync(current, [
      ...current,
      { ...foreign, guild_id: '1100000000000000077' },
    ]);
    expect(create).toHaveLength(1);
    expect(Object.keys(create[0] ?? {})).not.toEqual(expect.arrayContaining(['id']));
    for (const field of ['id', 'application_id', 'version', 'guild_id'])
      expect(create[0]).not.toHaveProperty(field);
  });

  it('frees a name by renaming through the id before creating it again', () => {
    const desired = [
      ...minimal.filter((c) => c.name !== 'admin'),
      {
        id: admin.id,
        name: 'boss',
        description: 'Admin things',
        default_member_permissions: '8',
        nsfw: true,
      },
      { name: 'admin', description: 'A new admin command' },
    ];
    const plan = planCommandSync(current, desired);
    expect(plan.update.map((u) => u.changes)).toEqual([['name']]);
    expect(plan.create.map(key)).toEqual(['1:admin']);
    expect(isEmpty(planCommandSync(apply(current, plan), desired))).toBe(true);
  });

  it('orders a chain of renames so each name is free when it is taken', () => {
    // ping -> admin while admin -> boss: admin must be renamed first.
    const desired = renamingPingToAdmin('boss');
    const plan = planCommandSync(current, desired);
    expect(plan.update.map((u) => [u.id, u.patch.name])).toEqual([
      [admin.id, 'boss'],
      [ping.id, 'admin'],
    ]);
    expect(plan.dailyCreates).toBe(0);
    expect(isEmpty(planCommandSync(apply(current, plan), desired))).toBe(true);
  });

  it('breaks a swap of two names by re-creating one command', () => {
    const desired = renamingPingToAdmin('ping');
    const plan = planCommandSync(current, desired);
    expect(plan.create.map(key)).toEqual(['1:admin']);
    expect(plan.delete.map((c) => c.id)).toEqual([ping.id]);
    expect(plan.update.map((u) => [u.id, u.patch.name])).toEqual([[admin.id, 'ping']]);
    expect(plan.dailyCreates).toBe(1);
    expect(isEmpty(planCommandSync(apply(current, plan), desired))).toBe(true);
  });

  const invalid: {
    rule: string;
    current: ApplicationCommand[];
    desired: DesiredCommand[];
    error: RegExp;
  }[] = [
    {
      rule: 'a desired set with a repeated (type, name) is refused',
      current,
      desired: [...minimal, { name: 'ping', description: 'again' }],
      error: /desired\[4\]: a second command of type 1 named "ping"/,
    },
    {
      rule: 'a desired set with a repeated id is refused',
      current,
      desired: [
        { name: 'a', description: 'a', id: ping.id },
        { name: 'b', description: 'b', id: ping.id },
      ],
      error: /desired\[1\]\.id: 1100000000000000001 appears twice/,
    },
    {
      rule: 'a current set with a repeated (type, name) is refused',
      current: [ping, { ...ping, id: '1100000000000000099' }],
      desired: [],
      error: /current\[1\]/,
    },
  ];
  it.each(invalid)('$rule', (c) => {
    expect(() => planCommandSync(c.current, c.desired)).toThrow(InvalidCommandSetError);
    expect(() => planCommandSync(c.current, c.desired)).toThrow(c.error);
  });
});

describe('planCommandSync properties', () => {
  const dict = fc.option(fc.dictionary(fc.constantFrom('de', 'fr', 'en-GB'), fc.constantFrom('x', 'y')), {
    nil: undefined,
  });
  const choice = fc.record(
    {
      name: fc.constantFrom('c1', 'c2'),
      value: fc.oneof(fc.constantFrom('v1', 'v2'), fc.integer({ min: 0, max: 2 })),
      name_localizations: dict,
    },
    { requiredKeys: ['name', 'value'] },
  );
  const leaf = fc.record(
    {
      type: fc.constantFrom(ApplicationCommandOptionType.STRING, ApplicationCommandOptionType.INTEGER),
      name: fc.constantFrom('a', 'b', 'c'),
      description: fc.constantFrom('d', 'e'),
      required: fc.boolean(),
      autocomplete: fc.boolean(),
      choices: fc.array(choice, { maxLength: 2 }),
      name_localizations: dict,
    },
    { requiredKeys: ['type', 'name', 'description'] },
  ) as fc.Arbitrary<ApplicationCommandOption>;
  const sub = fc.record(
    {
      type: fc.constant(ApplicationCommandOptionType.SUB_COMMAND),
      name: fc.constantFrom('s', 't'),
      description: fc.constantFrom('d', 'e'),
      options: fc.array(leaf, { maxLength: 2 }),
    },
    { requiredKeys: ['type', 'name', 'description'] },
  ) as fc.Arbitrary<ApplicationCommandOption>;
  const chatInput = fc.record(
    {
      type: fc.constant(ApplicationCommandType.CHAT_INPUT),
      name: fc.constantFrom('ping', 'pong', 'roll', 'info', 'ban'),
      description: fc.constantFrom('one', 'two'),
      name_localizations: dict,
      description_localizations: dict,
      options: fc.oneof(fc.array(leaf, { maxLength: 3 }), fc.array(sub, { maxLength: 2 })),
      default_member_permissions: fc.constantFrom(null, '0', '8', '8192'),
      nsfw: fc.boolean(),
      contexts: fc.subarray([0, 1, 2] as (0 | 1 | 2)[], { minLength: 1 }),
      dm_permission: fc.boolean(),
    },
    { requiredKeys: ['name', 'description'] },
  ) as fc.Arbitrary<DesiredCommand>;
  const contextMenu = fc.record(
    {
      type: fc.constantFrom(ApplicationCommandType.USER, ApplicationCommandType.MESSAGE),
      name: fc.constantFrom('ping', 'Report', 'Quote It'),
      name_localizations: dict,
      nsfw: fc.boolean(),
    },
    { requiredKeys: ['type', 'name'] },
  ) as fc.Arbitrary<DesiredCommand>;
  const commandSet = fc.uniqueArray(fc.oneof(chatInput, contextMenu), { selector: key, maxLength: 8 });
  const registeredSet = commandSet.map((bodies) => bodies.map((b) => register(b, newId())));

  /** Desired bodies, some carrying the id of a registered command of the same type (renames). */
  const scenario = fc
    .tuple(registeredSet, commandSet, fc.array(fc.nat(), { maxLength: 8 }))
    .map(([registered, bodies, picks]) => {
      const used = new Set<string>();
      const desired = bodies.map((body, i) => {
        const pick = picks[i];
        if (pick === undefined || pick % 3 !== 0 || registered.length === 0) return body;
        const target = registered[pick % registered.length];
        if (target === undefined || used.has(target.id) || target.type !== (body.type ?? 1)) return body;
        used.add(target.id);
        return { ...body, id: target.id };
      });
      return { registered, desired };
    });

  it('plans nothing for a registered set against itself', () => {
    fc.assert(fc.property(registeredSet, (set) => isEmpty(planCommandSync(set, set))));
  });

  it('plans nothing for a registered set against the bodies it was created from, in any order', () => {
    fc.assert(
      fc.property(commandSet, fc.nat(), (bodies, seed) => {
        const registered = bodies.map((b) => register(b, newId()));
        const shuffled = [...bodies].sort(
          (a, b) => ((key(a).length * 31 + seed) % 7) - ((key(b).length * 31 + seed) % 7),
        );
        const plan = planCommandSync(registered, shuffled);
        return isEmpty(plan) && plan.unchanged.length === registered.length;
      }),
    );
  });

  it('applying the plan yields the desired set: re-planning finds nothing to do', () => {
    fc.assert(
      fc.property(scenario, ({ registered, desired }) => {
        const plan = planCommandSync(registered, desired);
        const after = apply(registered, plan);
        expect(after.map(key).sort()).toEqual(desired.map(key).sort());
        expect(isEmpty(planCommandSync(after, desired))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('spends a daily create only on a desired command that matches nothing registered', () => {
    fc.assert(
      fc.property(scenario, ({ registered, desired }) => {
        const plan = planCommandSync(registered, desired);
        const ids = new Set(registered.map((c) => c.id));
        const keys = new Set(registered.map(key));
        const matched = desired.filter(
          (d) => (d.id !== undefined && ids.has(d.id)) || keys.has(key(d)),
        ).length;
        expect(plan.dailyCreates).toBe(plan.create.length);
        // Matching is one-to-one, so a desired command can fall back to a create only when its name's
        // registered command was claimed by an id; at most as many as there are id matches.
        expect(plan.dailyCreates).toBeGreaterThanOrEqual(desired.length - matched);
        expect(plan.update.length + plan.unchanged.length + plan.delete.length).toBe(registered.length);
        expect(plan.update.length + plan.unchanged.length + plan.create.length).toBe(desired.length);
      }),
    );
  });

  it('applies any permutation of names among registered commands (rename chains and cycles)', () => {
    const chatInputs = fc.uniqueArray(chatInput, { selector: key, minLength: 2, maxLength: 5 });
    fc.assert(
      fc.property(chatInputs, fc.nat(), (bodies, seed) => {
        const registered = bodies.map((b) => register(b, newId()));
        const names = registered.map((c) => c.name);
        const shift = 1 + (seed % (names.length - 1));
        const rotated = names.map((_, i) => names[(i + shift) % names.length] as string);
        const desired = registered.map((c, i) => ({ ...c, name: rotated[i] as string }));
        const plan = planCommandSync(registered, desired);
        expect(isEmpty(planCommandSync(apply(registered, plan), desired))).toBe(true);
        // A rotation by `shift` is gcd(n, shift) cycles: one command of each is re-created.
        const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
        expect(plan.dailyCreates).toBe(gcd(names.length, shift));
      }),
    );
  });

  it('does not depend on the order of either set', () => {
    fc.assert(
      fc.property(scenario, ({ registered, desired }) => {
        const plan = planCommandSync(registered, desired);
        expect(planCommandSync([...registered].reverse(), [...desired].reverse())).toEqual(plan);
      }),
    );
  });
});
