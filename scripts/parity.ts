/**
 * The parity table (docs/parity.md), generated from the code: for every public member of the
 * C++ library's `Client` and of its handle and value classes (scripts/cpp-api-names.json, the header's
 * names as data), whether the TypeScript class of the same name has a member of that name (static or on
 * the prototype), and for each one it lacks, why; then each enum, whether it is exported under its C++
 * name with the C++ values. test/parity.test.ts fails when docs/parity.md and this output disagree.
 *
 * Run: `npx tsx scripts/parity.ts` (rewrites docs/parity.md) or `--check` (exit 1 when out of date).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as sdk from '../src/index.js';

interface CppMember {
  readonly name: string;
  readonly group?: string;
  readonly static?: boolean;
  readonly deprecated?: boolean;
}

interface CppNames {
  readonly classes: Readonly<Record<string, readonly CppMember[]>>;
  readonly enums: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly voice: {
    readonly client: readonly string[];
    readonly classes: readonly string[];
    readonly enums: readonly string[];
  };
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the table lives. */
export const PARITY_PATH = join(root, 'docs', 'parity.md');

const names = JSON.parse(readFileSync(join(root, 'scripts', 'cpp-api-names.json'), 'utf8')) as CppNames;

/** Why a whole C++ class has no TypeScript class yet. */
const CLASS_REASONS: Readonly<Record<string, string>> = {
  Activity: 'rich presence: not in this port yet',
  ActivityAssets: 'rich presence: not in this port yet',
  ActivityButton: 'rich presence: not in this port yet',
  ActivityInvite: 'activity invites: not in this port yet',
  ActivityParty: 'rich presence: not in this port yet',
  ActivitySecrets: 'rich presence: not in this port yet',
  ActivityTimestamps: 'rich presence: not in this port yet',
  DeviceAuthorizationArgs: 'device authorization grant: not in this port yet',
  ChannelHandle: 'linked channels: not in this port yet',
  GuildMinimal: 'linked channels: not in this port yet',
  GuildChannel: 'linked channels: not in this port yet',
  LinkedLobby: 'linked channels: not in this port yet',
  LinkedChannel: 'linked channels: not in this port yet',
};

/** Why a member of the C++ library is absent where its class exists. */
const MEMBER_REASONS: Readonly<Record<string, string>> = {
  'LobbyHandle.LinkedChannel': 'linked channels: not in this port yet',
  'Client.GetChannelHandle': 'needs `ChannelHandle` (linked channels): not in this port yet',
  'Client.FetchCurrentUser': 'not in this port yet',
  'LobbyMemberHandle.CanLinkLobby': 'linked channels: not in this port yet',
};

/**
 * What a member that exists does apart from the C++ library, where its header group would mislead (the
 * group column is the header's).
 */
const MEMBER_NOTES: Readonly<Record<string, string>> = {
  'Client.IsDiscordAppInstalled':
    'the C++ library’s asks about the mobile app (false on desktops); this one whether the OS has a `discord:` handler, which the desktop app registers (docs/desktop-app.md)',
};

/** Why a Client member of a header group is absent, when the member has no reason of its own. */
const GROUP_REASONS: Readonly<Record<string, string>> = {
  Presence: 'rich presence and activity invites: not in this port yet',
  Auth: 'not in this port yet',
  Users: 'not in this port yet',
  Chat: 'not in this port yet',
  Lobbies: 'linked channels: not in this port yet',
  Mobile: 'not in this port yet',
  General: 'not in this port yet',
  Core: 'not in this port yet',
  Relationships: 'not in this port yet',
};

/** Why an enum of the C++ library is missing or differs here. */
const ENUM_REASONS: Readonly<Record<string, string>> = {
  ActivityActionTypes: 'rich presence and activity invites: not in this port yet',
  ActivityGamePlatforms: 'rich presence: not in this port yet',
  ActivityPartyPrivacy: 'rich presence: not in this port yet',
  ActivityTypes: 'rich presence: not in this port yet',
  StatusDisplayTypes: 'rich presence: not in this port yet',
  AuthenticationExternalAuthType: 'provisional accounts: not in this port yet',
  ExternalIdentityProviderType: 'provisional accounts and external identities: not in this port yet',
  ChannelType:
    'exported with the wire’s names (`GUILD_TEXT`...); the C++ names come with linked channels, not in this port yet',
  AuthenticationCodeChallengeMethod:
    'the method is the string the authorize URL carries; `SetMethod` also takes the C++ value 0',
  DiscordObjectState:
    'handles here are garbage-collected JavaScript objects: there is no owned or invalid state to report',
};

/** One member's row. */
export interface ParityRow {
  readonly className: string;
  readonly member: string;
  readonly group: string;
  readonly present: boolean;
  readonly why: string;
  /** For a member that exists: how it differs from the C++ library's, or ''. */
  readonly note: string;
}

/** Reasons the names themselves give away (the device grant, provisional accounts). */
function byName(name: string): string | undefined {
  if (/Device/.test(name) && !/AudioDevice|InputDevice|OutputDevice|DeviceChange/.test(name))
    return 'device authorization grant: not in this port yet';
  if (/Provisional|Merge/.test(name)) return 'provisional accounts: not in this port yet';
  return undefined;
}

type AnyClass = (abstract new (...args: never[]) => unknown) & Record<string, unknown>;

function tsClass(name: string): AnyClass | undefined {
  const found = (sdk as Record<string, unknown>)[name];
  return typeof found === 'function' ? (found as AnyClass) : undefined;
}

function has(cls: AnyClass, member: CppMember): boolean {
  if (member.static === true) return member.name in cls;
  return member.name in (cls.prototype as object);
}

/** Every non-voice member of the C++ classes, with what this port has. */
export function parityRows(): ParityRow[] {
  const rows: ParityRow[] = [];
  for (const [className, members] of Object.entries(names.classes)) {
    const cls = tsClass(className);
    for (const member of members) {
      const present = cls !== undefined && has(cls, member);
      const key = `${className}.${member.name}`;
      const why = present
        ? ''
        : (MEMBER_REASONS[key] ??
          byName(member.name) ??
          (cls === undefined ? CLASS_REASONS[className] : undefined) ??
          GROUP_REASONS[member.group ?? ''] ??
          'not in this port yet');
      const note = present ? (MEMBER_NOTES[key] ?? '') : '';
      rows.push({ className, member: member.name, group: member.group ?? '', present, why, note });
    }
  }
  return rows;
}

/** One enum's state: exported under its C++ name with the C++ values, or what differs. */
export function enumState(cppName: string, values: Readonly<Record<string, number>>): string {
  const [owner, inner] = cppName.includes('.') ? cppName.split('.') : [undefined, cppName];
  const scope: Record<string, unknown> =
    owner === undefined
      ? (sdk as Record<string, unknown>)
      : ((tsClass(owner) ?? {}) as Record<string, unknown>);
  const found = scope[inner as string];
  const why = ENUM_REASONS[cppName] ?? 'not in this port yet';
  if (typeof found !== 'object' || found === null) return `missing: ${why}`;
  const ours = found as Record<string, unknown>;
  const differing = Object.entries(values).filter(([name, value]) => ours[name] !== value);
  if (differing.length === 0) return 'same names and values';
  if (differing.every(([name]) => !(name in ours))) return `differs: none of the C++ names: ${why}`;
  const listed = differing.map(
    ([name, value]) => `${name} (C++ ${value}, here ${JSON.stringify(ours[name]) ?? 'absent'})`,
  );
  return `differs: ${listed.join(', ')}: ${why}`;
}

/** The whole of docs/parity.md. */
export function renderParity(): string {
  const rows = parityRows();
  const lines: string[] = [
    '# Parity with the C++ library',
    '',
    '<!-- Generated by scripts/parity.ts from the code and scripts/cpp-api-names.json: do not edit by hand.',
    '     `npx tsx scripts/parity.ts` rewrites it; test/parity.test.ts fails when it is out of date. -->',
    '',
    'Every public member of the C++ library’s `Client` (1.9 header) and of its handle and value classes,',
    'voice included, by name: a member counts when the TypeScript class of the same name has a member of',
    'that name. The group is the one the header puts it in.',
    '',
    '## Summary',
    '',
    '| class | here / C++ |',
    '|---|---|',
  ];
  const classes = [...new Set(rows.map((row) => row.className))].sort();
  for (const className of classes) {
    const own = rows.filter((row) => row.className === className);
    lines.push(`| ${className} | ${own.filter((row) => row.present).length}/${own.length} |`);
  }
  const total = rows.filter((row) => row.present).length;
  lines.push(`| **all** | **${total}/${rows.length}** |`, '');
  for (const className of classes) {
    lines.push(
      `## ${className}`,
      '',
      '| member | group | here | why not, or how it differs |',
      '|---|---|---|---|',
    );
    for (const row of rows
      .filter((r) => r.className === className)
      .sort((a, b) => a.member.localeCompare(b.member)))
      lines.push(`| ${row.member} | ${row.group} | ${row.present ? 'yes' : 'no'} | ${row.why || row.note} |`);
    lines.push('');
  }
  lines.push('## Enums', '', '| enum | here |', '|---|---|');
  for (const [name, values] of Object.entries(names.enums).sort(([a], [b]) => a.localeCompare(b)))
    lines.push(`| ${name} | ${enumState(name, values)} |`);
  const left = names.voice;
  if (left.client.length + left.classes.length + left.enums.length > 0)
    lines.push(
      '',
      '## Voice (left out)',
      '',
      `Client: ${left.client.join(', ')}.`,
      '',
      `Classes: ${left.classes.join(', ')}. Enums: ${left.enums.join(', ')}.`,
    );
  lines.push('');
  return lines.join('\n');
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const table = renderParity();
  if (process.argv.includes('--check')) {
    const current = readFileSync(PARITY_PATH, 'utf8');
    if (current !== table) {
      process.stderr.write('docs/parity.md is out of date: run `npx tsx scripts/parity.ts`\n');
      process.exitCode = 1;
    }
  } else {
    writeFileSync(PARITY_PATH, table);
  }
}
