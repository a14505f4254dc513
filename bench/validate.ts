/**
 * validateCommand against @discordjs/builders in one run, for (a) a typical command with 5 options and (b)
 * the largest legal command (25 options x 25 choices, localized in 10 locales, just under 8000 characters).
 *
 * Two peers, because a builders user pays one of two things for a checked body:
 * - `toJSON()` alone, on a builder built once before the timed loop: what a bot that keeps its builders
 *   pays each time it serializes them (validation on). This is the like-with-like peer of a validator that
 *   is handed a finished body. Aim (issue 20): ours at least 5x faster on the typical command.
 * - building the command with `SlashCommandBuilder` (its setters validate each value) and then `toJSON()`:
 *   what it costs to turn the same data into a checked body from scratch. Aim (issue 3): ours >= 2x.
 * Ours runs twice: from `src/` as this file is run (under tsx) and from the compiled `dist/` (plain JS, as
 * an installed package runs); `npm run build:ts` first, the bench refuses a stale `dist/`.
 */
import {
  type ApplicationCommandOptionBase,
  isValidationEnabled,
  SlashCommandBuilder,
} from '@discordjs/builders';
import { validateCommand } from '../src/rules/index.js';
import { type Json, largest, type Option, size, typical } from './lib/commands.js';
import { loadCompiledRules } from './lib/compiled.js';
import { compare, formatOps } from './lib/measure.js';

/** Builds the same command with @discordjs/builders and returns its validated JSON. */
function buildWithBuilders(command: Json): unknown {
  return builderFor(command).toJSON();
}

/** The same command as a `SlashCommandBuilder` (its setters validate each value as it is set). */
function builderFor(command: Json): SlashCommandBuilder {
  const b = new SlashCommandBuilder()
    .setName(command.name as string)
    .setDescription(command.description as string);
  if (command.name_localizations)
    b.setNameLocalizations(command.name_localizations as Record<string, string>);
  if (command.description_localizations) {
    b.setDescriptionLocalizations(command.description_localizations as Record<string, string>);
  }
  if (command.default_member_permissions)
    b.setDefaultMemberPermissions(command.default_member_permissions as string);
  for (const o of command.options as Option[]) {
    const common = <T extends ApplicationCommandOptionBase>(x: T): T => {
      x.setName(o.name)
        .setDescription(o.description)
        .setRequired(o.required === true);
      if (o.name_localizations) x.setNameLocalizations(o.name_localizations as Record<string, string>);
      if (o.description_localizations)
        x.setDescriptionLocalizations(o.description_localizations as Record<string, string>);
      return x;
    };
    switch (o.type) {
      case 3:
        b.addStringOption((x) => {
          common(x);
          if (o.max_length !== undefined) x.setMaxLength(o.max_length as number);
          if (o.choices) x.addChoices(...(o.choices as { name: string; value: string }[]));
          return x;
        });
        break;
      case 4:
        b.addIntegerOption((x) => {
          common(x);
          if (o.min_value !== undefined) x.setMinValue(o.min_value as number);
          if (o.max_value !== undefined) x.setMaxValue(o.max_value as number);
          return x;
        });
        break;
      case 5:
        b.addBooleanOption((x) => common(x));
        break;
      case 6:
        b.addUserOption((x) => common(x));
        break;
      case 7:
        b.addChannelOption((x) => {
          return common(x).addChannelTypes(...(o.channel_types as (0 | 5)[]));
        });
        break;
      default:
        throw new Error(`bench fixture uses option type ${o.type}`);
    }
  }
  return b;
}

const big = largest();
const compiled = await loadCompiledRules();
let failures = 0;
if (!isValidationEnabled()) throw new Error('@discordjs/builders validation is off');
console.log(
  `validate: validateCommand vs @discordjs/builders (toJSON, and build + toJSON), Node ${process.version}`,
);
for (const [label, command, aim] of [
  ['(a) typical, 5 options', typical, 5],
  [`(b) largest: 25 options x 25 choices, 10 locales, ${size(big)} chars`, big, 0],
] as const) {
  const options = { scope: 'global', mode: 'create' } as const;
  // Every contender must accept the command, or the comparison means nothing.
  for (const validate of [validateCommand, compiled.validateCommand]) {
    const issues = validate(command, options);
    if (issues.length > 0) throw new Error(`our validator refused the fixture: ${JSON.stringify(issues[0])}`);
  }
  const builder = builderFor(command);
  if (JSON.stringify(builder.toJSON()) !== JSON.stringify(buildWithBuilders(command))) {
    throw new Error('a built builder serializes differently on a second toJSON()');
  }
  const [oursTsx, oursDist, toJson, buildToJson] = compare([
    { name: 'ours (src, tsx)', run: () => validateCommand(command, options) },
    { name: 'ours (dist)', run: () => compiled.validateCommand(command, options) },
    { name: 'builders toJSON()', run: () => builder.toJSON() },
    { name: 'builders build + toJSON()', run: () => buildWithBuilders(command) },
  ]);
  if (!oursTsx || !oursDist || !toJson || !buildToJson) throw new Error('no measurement');
  console.log(label);
  for (const m of [oursTsx, oursDist, toJson, buildToJson]) {
    console.log(`  ${m.name.padEnd(26)} ${formatOps(m.opsPerSecond)} ops/s`);
  }
  for (const ours of [oursTsx, oursDist]) {
    const vsToJson = ours.opsPerSecond / toJson.opsPerSecond;
    const vsBuild = ours.opsPerSecond / buildToJson.opsPerSecond;
    const toJsonAim = aim === 0 ? '(no aim)' : `(aim >= ${aim}: ${vsToJson >= aim ? 'ok' : 'MISSED'})`;
    console.log(
      `  ${ours.name.padEnd(26)} ${vsToJson.toFixed(2)}x toJSON() ${toJsonAim}, ` +
        `${vsBuild.toFixed(2)}x build + toJSON() (aim >= 2: ${vsBuild >= 2 ? 'ok' : 'MISSED'})`,
    );
    if ((aim > 0 && vsToJson < aim) || vsBuild < 2) failures++;
  }
}
process.exitCode = failures === 0 ? 0 : 1;
