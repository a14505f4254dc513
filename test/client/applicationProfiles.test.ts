/**
 * `UserHandle.UserApplicationProfiles()` and `UserApplicationProfileHandle` (src/client/applicationProfiles.ts)
 * against the emulator over loopback: a provisional account's READY carries the external identity it
 * was made from (src/emulator/provisional/profiles.ts); a full account without one, and other users,
 * show none; malformed wire entries are dropped where they arrive.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readApplicationProfiles,
  UserApplicationProfileHandle,
} from '../../src/client/applicationProfiles.js';
import {
  AuthenticationExternalAuthType,
  EXTERNAL_AUTH_TYPE_WIRE,
  ExternalIdentityProviderType,
} from '../../src/model/provisional.js';
import { useGatewayWorld } from './gatewayWorld.js';

const domain = useGatewayWorld();
let appId: string;
beforeAll(async () => {
  appId = domain.world.fx.publicApp.id;
  await domain.world.emulator.control.provisional.configure(appId, { oidc: 'test' });
});

describe('UserApplicationProfiles', () => {
  it('a provisional account made from an OIDC ID token shows that identity; nobody else shows one', async () => {
    const control = domain.world.emulator.control;
    const credential = await control.provisional.mintIdToken(appId, {
      sub: 'oidc-7',
      preferred_username: 'Rin',
    });
    const tokens = await domain
      .client()
      .GetProvisionalToken(appId, AuthenticationExternalAuthType.OIDC, credential);
    const player = await domain.ready(tokens.accessToken, { applicationId: appId });
    const [profile, ...rest] = player.GetCurrentUser().UserApplicationProfiles();
    expect(rest).toEqual([]);
    expect(profile).toBeInstanceOf(UserApplicationProfileHandle);
    expect([
      profile?.ProviderType(),
      profile?.ProviderIssuedUserId(),
      profile?.Username(),
      profile?.ProviderId(),
      profile?.AvatarHash(),
      profile?.Metadata(),
    ]).toEqual([ExternalIdentityProviderType.OIDC, 'oidc-7', 'Rin', null, '', '']);
    expect(String(profile)).toBe('UserApplicationProfileHandle(oidc)');

    const alice = await domain.ready(domain.world.tokens.alice);
    expect(alice.GetCurrentUser().UserApplicationProfiles()).toEqual([]);
  });

  it('a Steam ticket gives a Steam profile named by the provider (callback-style sign-in)', async () => {
    const control = domain.world.emulator.control;
    const ticket = await control.provisional.mintTicket({
      applicationId: appId,
      type: EXTERNAL_AUTH_TYPE_WIRE[AuthenticationExternalAuthType.SteamSessionTicket],
      subject: '76561198000000001',
      displayName: 'gaben',
    });
    const accessToken = await new Promise<string>((resolve) => {
      void domain
        .client()
        .GetProvisionalToken(
          appId,
          AuthenticationExternalAuthType.SteamSessionTicket,
          ticket,
          (result, token) => {
            expect(result.Successful()).toBe(true);
            resolve(token);
          },
        );
    });
    const player = await domain.ready(accessToken, { applicationId: appId });
    const profiles = player.GetCurrentUser().UserApplicationProfiles();
    expect(profiles.map((p) => [p.ProviderType(), p.ProviderIssuedUserId(), p.Username()])).toEqual([
      [ExternalIdentityProviderType.Steam, '76561198000000001', 'gaben'],
    ]);
  });

  it('drops malformed wire entries and reads an unnamed provider as Unknown', () => {
    const good = {
      provider_type: 'apple',
      provider_id: null,
      provider_issued_user_id: 'a-1',
      username: '',
      avatar_hash: '',
      metadata: '',
    };
    const read = readApplicationProfiles([good, { ...good, username: 7 }, { ...good, provider_id: 3 }, null]);
    expect(read).toEqual([good]);
    expect(new UserApplicationProfileHandle(good).ProviderType()).toBe(ExternalIdentityProviderType.Unknown);
    expect(readApplicationProfiles('nope')).toEqual([]);
  });
});
