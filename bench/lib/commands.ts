/**
 * The commands the validation bench times: (a) a typical command with five options of different types and
 * (b) the largest legal one (25 options x 25 choices, localized in 10 locales, just under 8000 characters).
 */
import { codePoints } from '../../src/rules/validateCore.js';

export type Json = Record<string, unknown>;
export type Choice = { name: string; value: string | number; name_localizations?: Record<string, string> };
export type Option = Json & { type: number; name: string; description: string };

const LOCALES = ['de', 'fr', 'es-ES', 'it', 'ja', 'ko', 'pl', 'pt-BR', 'ru', 'tr'] as const;

/** (a) A typical command: five options of different types, two required. */
export const typical: Json = {
  name: 'ticket',
  description: 'Open a support ticket in a channel',
  default_member_permissions: '2048',
  options: [
    { type: 3, name: 'subject', description: 'What the ticket is about', required: true, max_length: 200 },
    { type: 7, name: 'channel', description: 'Where to open it', required: true, channel_types: [0, 5] },
    { type: 4, name: 'priority', description: 'Priority from 1 to 5', min_value: 1, max_value: 5 },
    { type: 6, name: 'assignee', description: 'Who should handle it' },
    { type: 5, name: 'private', description: 'Only staff can see it' },
  ],
};

/** (b) The largest legal command; localized values are no longer than the defaults. */
export function largest(): Json {
  const loc = (f: (locale: string) => string) => Object.fromEntries(LOCALES.map((l) => [l, f(l)]));
  const tag = (l: string) => l.toLowerCase().replace('-', '');
  const options: Option[] = [];
  for (let i = 0; i < 25; i++) {
    const ii = String(i).padStart(2, '0');
    const name = `opt-${ii}`;
    const description = `Pick from ${ii}`;
    const choices: Choice[] = [];
    for (let j = 0; j < 25; j++) {
      const jj = String(j).padStart(2, '0');
      const choiceName = `c ${ii}.${jj}`;
      choices.push({
        name: choiceName,
        value: `v${ii}${jj}`,
        name_localizations: loc((l) => `${l} ${ii}.${jj}`.slice(0, choiceName.length)),
      });
    }
    options.push({
      type: 3,
      name,
      description,
      name_localizations: loc((l) => `${tag(l).slice(0, 2)}-o${ii}`),
      description_localizations: loc((l) => `${l}: ${description}`.slice(0, description.length)),
      required: i < 5,
      choices,
    });
  }
  const command: Json = {
    name: 'largest',
    description: 'The largest legal command',
    name_localizations: loc((l) => `${tag(l)}-largest`.slice(0, 7)),
    description_localizations: loc((l) => `${l}: the largest legal command`.slice(0, 26)),
    options,
  };
  // Pad the command description so the total lands just under 8000.
  const slack = 7990 - size(command);
  if (slack < 0 || slack > 74) throw new Error(`largest command fixture is ${size(command)} characters`);
  command.description = `The largest legal command${'.'.repeat(slack)}`;
  return command;
}

/** Characters counted by the 8000 limit, taking the longest variant of each field. */
export function size(command: Json): number {
  const longest = (value: unknown, dict: unknown) =>
    Math.max(
      codePoints(String(value)),
      ...Object.values((dict as Record<string, string> | undefined) ?? {}).map(codePoints),
    );
  let total = longest(command.name, command.name_localizations);
  total += longest(command.description, command.description_localizations);
  for (const o of command.options as Option[]) {
    total += longest(o.name, o.name_localizations) + longest(o.description, o.description_localizations);
    for (const c of (o.choices as Choice[] | undefined) ?? []) {
      total += longest(c.name, c.name_localizations) + codePoints(String(c.value));
    }
  }
  return total;
}
