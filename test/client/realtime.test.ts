/**
 * The connection domain (src/client/realtime.ts): Connect needs the token state's token, the status slot
 * accepts only functions and, in pumped mode, is read when the queued status change runs.
 */
import { describe, expect, it } from 'vitest';
import { ClientStatus } from '../../src/client/Client.js';
import { ValidationError } from '../../src/http/errors.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { until } from '../connection/world.js';
import { useGatewayWorld } from './gatewayWorld.js';

const domain = useGatewayWorld();

describe('realtime', () => {
  it('Connect without a token throws a ValidationError naming token, and the status stays Disconnected', () => {
    const client = domain.client();
    expect(() => client.Connect()).toThrow(ValidationError);
    expect(() => client.Connect()).toThrow(/^Connect: no token/);
    expect(client.GetStatus()).toBe(ClientStatus.Disconnected);
    expect(() => client.SetStatusChangedCallback('x' as unknown as undefined)).toThrow(/^callback: /);
  });

  it('pumped: status changes wait for RunCallbacks, and the slot set meanwhile receives them', async () => {
    const client = domain.client({ callbackMode: 'pumped' });
    await client.UpdateToken(AuthorizationTokenType.Bearer, domain.world.tokens.alice);
    client.Connect();
    await until(() => client.GetStatus() === ClientStatus.Ready, 'Ready');
    const seen: ClientStatus[] = [];
    client.SetStatusChangedCallback((status) => seen.push(status));
    client.RunCallbacks();
    expect(seen.at(-1)).toBe(ClientStatus.Ready);
    expect(seen).toContain(ClientStatus.Connecting);
    client.Disconnect();
    await until(() => client.GetStatus() === ClientStatus.Disconnected, 'Disconnected');
    client.RunCallbacks();
    expect(seen.at(-1)).toBe(ClientStatus.Disconnected);
  });
});
