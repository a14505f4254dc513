/**
 * A valid sample of every dispatch the SDK consumes, and the mutations the fuzz tests make of them: a
 * field removed, or replaced by another JSON value (hostile favourites such as null, numbers for ids,
 * non-canonical ids, huge strings, or anything fast-check makes).
 */
import fc from 'fast-check';
import { GATEWAY_EVENT_NAMES, type GatewayEventName } from '../../src/model/gateway.js';

const user = (id: string) => ({
  id,
  username: `user${id}`,
  discriminator: '0',
  global_name: null,
  avatar: null,
});
const member = (id: string) => ({ id, metadata: { role: 'x' }, flags: 0, connected: true, user: user(id) });
const lobby = (id: string) => ({
  id,
  application_id: '1',
  metadata: { map: 'dust' },
  members: [member('100'), member('200')],
  flags: 0,
});
const message = (id: string) => ({
  id,
  type: 0,
  content: 'hello',
  channel_id: '10',
  author: user('200'),
  metadata: {},
  flags: 0,
  timestamp: '2026-01-01T00:00:00.000Z',
  edited_timestamp: null,
});
const relationship = (id: string) => ({
  id,
  type: 1,
  game_type: 0,
  is_spam_request: false,
  user: user(id),
});
const presence = (id: string) => ({
  user: { id },
  status: 'online',
  in_application: true,
  played_application: true,
  activities: [],
});

/** A valid `d` of each dispatch, for user 100 in lobby 10 with user 200. */
export function sampleOf(t: GatewayEventName): unknown {
  switch (t) {
    case 'READY':
      return {
        v: 10,
        user: user('100'),
        session_id: 'fuzz',
        resume_gateway_url: 'ws://127.0.0.1:1/gateway',
        application: { id: '1' },
        lobbies: [lobby('10')],
        relationships: [relationship('200')],
        presences: [presence('200')],
      };
    case 'RESUMED':
      return {};
    case 'LOBBY_CREATE':
    case 'LOBBY_UPDATE':
      return lobby('10');
    case 'LOBBY_DELETE':
      return { id: '10', application_id: '1' };
    case 'LOBBY_MEMBER_ADD':
    case 'LOBBY_MEMBER_UPDATE':
    case 'LOBBY_MEMBER_REMOVE':
      return { lobby_id: '10', member: member('300') };
    case 'LOBBY_MESSAGE_CREATE':
    case 'LOBBY_MESSAGE_UPDATE':
      return { ...message('500'), lobby_id: '10' };
    case 'LOBBY_MESSAGE_DELETE':
      return { id: '500', lobby_id: '10', channel_id: '10' };
    case 'MESSAGE_CREATE':
    case 'MESSAGE_UPDATE':
      return { ...message('501'), channel_id: '77', recipient_id: '100' };
    case 'MESSAGE_DELETE':
      return { id: '501', channel_id: '77' };
    case 'RELATIONSHIP_ADD':
    case 'RELATIONSHIP_UPDATE':
      return relationship('200');
    case 'RELATIONSHIP_REMOVE':
      return { id: '200' };
    case 'PRESENCE_UPDATE':
      return presence('200');
    case 'USER_UPDATE':
      return user('200');
  }
}

/** Every path of a JSON value's fields and items (`[]` is the value itself). */
function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) out.push(...pathsOf(value[i], [...at, i]));
  } else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) out.push(...pathsOf(item, [...at, key]));
  return out;
}

const HOSTILE_VALUES = [
  null,
  5,
  -1,
  1.5,
  '',
  '0200',
  '-1',
  '99999999999999999999999',
  'x'.repeat(300),
  [],
  {},
  true,
];

/** A mutation: which path (an index into the sample's paths), and remove it or put a value there. */
export interface Mutation {
  readonly at: number;
  readonly remove: boolean;
  readonly value: unknown;
}

export const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  remove: fc.boolean(),
  value: fc.oneof(fc.constantFrom(...HOSTILE_VALUES), fc.jsonValue({ maxDepth: 2 })),
});

/** The sample with the mutations applied, in order (a fresh copy). */
export function mutate(sample: unknown, mutations: readonly Mutation[]): unknown {
  let root: unknown = structuredClone(sample);
  for (const mutation of mutations) {
    const paths = pathsOf(root);
    const path = paths[mutation.at % paths.length] ?? [];
    if (path.length === 0) {
      root = mutation.remove ? undefined : mutation.value;
      continue;
    }
    let parent = root as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    const last = path[path.length - 1] as string | number;
    if (mutation.remove) {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else parent[last] = structuredClone(mutation.value);
  }
  return root;
}

/** A dispatch of any type (or only of `names`), mutated 1 to 3 times. */
export function mutatedDispatchArb(
  names: readonly GatewayEventName[] = GATEWAY_EVENT_NAMES,
): fc.Arbitrary<{ t: GatewayEventName; d: unknown }> {
  return fc
    .tuple(fc.constantFrom(...names), fc.array(mutationArb, { minLength: 1, maxLength: 3 }))
    .map(([t, mutations]) => ({ t, d: mutate(sampleOf(t), mutations) }));
}
