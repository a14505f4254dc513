// The peer of `social-sdk commands validate` in bench/sync.ts: a whole Node process that reads a JSON
// command file and checks every command the way a @discordjs/builders user does, by building it with the
// builders' setters (each validates its value) and calling toJSON() (which validates the whole).
// Plain JavaScript, so that neither side pays for a TypeScript loader. Exit 0 when every command is valid.
import { readFileSync } from 'node:fs';
import { ContextMenuCommandBuilder, SlashCommandBuilder } from '@discordjs/builders';

const ADD_OPTION = {
  3: 'addStringOption',
  4: 'addIntegerOption',
  5: 'addBooleanOption',
  6: 'addUserOption',
  7: 'addChannelOption',
  8: 'addRoleOption',
  9: 'addMentionableOption',
  10: 'addNumberOption',
  11: 'addAttachmentOption',
};

function localized(builder, json) {
  if (json.name_localizations) builder.setNameLocalizations(json.name_localizations);
  if (json.description_localizations) builder.setDescriptionLocalizations(json.description_localizations);
}

function fillOption(builder, json) {
  builder
    .setName(json.name)
    .setDescription(json.description)
    .setRequired(json.required === true);
  localized(builder, json);
  if (json.choices) builder.addChoices(...json.choices);
  if (json.autocomplete) builder.setAutocomplete(true);
  if (json.min_value !== undefined) builder.setMinValue(json.min_value);
  if (json.max_value !== undefined) builder.setMaxValue(json.max_value);
  if (json.min_length !== undefined) builder.setMinLength(json.min_length);
  if (json.max_length !== undefined) builder.setMaxLength(json.max_length);
  if (json.channel_types) builder.addChannelTypes(...json.channel_types);
  return builder;
}

function build(json) {
  if (json.type === 2 || json.type === 3)
    return new ContextMenuCommandBuilder().setName(json.name).setType(json.type);
  const builder = new SlashCommandBuilder().setName(json.name).setDescription(json.description);
  localized(builder, json);
  if (json.default_member_permissions != null)
    builder.setDefaultMemberPermissions(json.default_member_permissions);
  if (json.nsfw !== undefined) builder.setNSFW(json.nsfw);
  for (const option of json.options ?? []) {
    const add = ADD_OPTION[option.type];
    if (add === undefined) throw new Error(`${json.name}: option type ${option.type} is not in this peer`);
    builder[add]((o) => fillOption(o, option));
  }
  return builder;
}

const commands = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let problems = 0;
commands.forEach((json, i) => {
  try {
    build(json).toJSON();
  } catch (error) {
    problems++;
    console.error(`[${i}]: ${error.message.split('\n')[0]}`);
  }
});
console.log(`${commands.length} commands, ${problems === 0 ? 'valid' : `${problems} problems`}`);
process.exitCode = problems === 0 ? 0 : 1;
