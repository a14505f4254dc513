/**
 * Shared setup of the voice channel status tests: a guild whose bot member may set statuses
 * (SET_VOICE_CHANNEL_STATUS through a role, no MANAGE_CHANNELS), and channels that differ in type and in
 * the overwrites that apply to the bot.
 */
import type { EmulatorControl } from '../../src/emulator/index.js';
import type { ApplicationRecord } from '../../src/emulator/records.js';
import { PermissionFlags, serializePermissions } from '../../src/model/index.js';

export interface VoiceGuild {
  guildId: string;
  /** The role the bot has: SET_VOICE_CHANNEL_STATUS only. */
  statusRole: string;
  /** MANAGE_CHANNELS, not given to the bot at first. */
  managerRole: string;
  channels: {
    /** Voice channels without overwrites. */
    voice: string;
    lounge: string;
    text: string;
    stage: string;
    /** Voice; @everyone may not view it. */
    hidden: string;
    /** Voice; the status role is denied SET_VOICE_CHANNEL_STATUS there. */
    denied: string;
    /** Voice; the bot member is allowed MANAGE_CHANNELS there. */
    managed: string;
  };
  /** `Bot <token>` of the application. */
  bot: string;
}

const bits = (...flags: bigint[]): string =>
  serializePermissions(flags.reduce((all, flag) => all | flag, 0n));

/** Seeds the guild, owned by `ownerId`, with `app`'s bot as a member. */
export async function seedVoiceGuild(
  control: EmulatorControl,
  app: ApplicationRecord,
  ownerId: string,
): Promise<VoiceGuild> {
  const seeded = await control.seed({
    guilds: [
      {
        name: 'Voice Guild',
        ownerId,
        roles: [
          { name: 'status', permissions: bits(PermissionFlags.SET_VOICE_CHANNEL_STATUS) },
          { name: 'manager', permissions: bits(PermissionFlags.MANAGE_CHANNELS) },
        ],
      },
    ],
  });
  const guildId = seeded.guilds[0]?.id ?? '';
  const [, statusRole, managerRole] = seeded.roles.map((role) => role.id);
  if (!statusRole || !managerRole) throw new Error('voice guild seed failed');
  const overwrite = (id: string, type: 0 | 1, allow: bigint, deny: bigint) => ({
    id,
    type,
    allow: bits(allow),
    deny: bits(deny),
  });
  const { channels } = await control.seed({
    channels: [
      { guildId, name: 'voice', type: 2 },
      { guildId, name: 'lounge', type: 2 },
      { guildId, name: 'text', type: 0 },
      { guildId, name: 'stage', type: 13 },
      {
        guildId,
        name: 'hidden',
        type: 2,
        overwrites: [overwrite(guildId, 0, 0n, PermissionFlags.VIEW_CHANNEL)],
      },
      {
        guildId,
        name: 'denied',
        type: 2,
        overwrites: [overwrite(statusRole, 0, 0n, PermissionFlags.SET_VOICE_CHANNEL_STATUS)],
      },
      {
        guildId,
        name: 'managed',
        type: 2,
        overwrites: [overwrite(app.botUserId, 1, PermissionFlags.MANAGE_CHANNELS, 0n)],
      },
    ],
  });
  const [voice, lounge, text, stage, hidden, denied, managed] = channels.map((channel) => channel.id);
  if (!voice || !lounge || !text || !stage || !hidden || !denied || !managed)
    throw new Error('voice channel seed failed');
  await control.seed({ members: [{ guildId, userId: app.botUserId, roles: [statusRole] }] });
  return {
    guildId,
    statusRole,
    managerRole,
    channels: { voice, lounge, text, stage, hidden, denied, managed },
    bot: `Bot ${app.botToken}`,
  };
}

/** The route of a channel's voice status. */
export const voiceStatusPath = (channelId: string): string => `/api/v10/channels/${channelId}/voice-status`;
