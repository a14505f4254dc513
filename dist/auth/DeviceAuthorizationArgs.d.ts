import { type Snowflake } from '../model/snowflake.js';
/**
 * The arguments of `GetTokenFromDevice`: which application, and which scopes.
 * @example
 * const args = new DeviceAuthorizationArgs();
 * args.SetClientId('1234567890123456789');
 * args.SetScopes(Client.GetDefaultPresenceScopes());
 * const tokens = await client.GetTokenFromDevice(args);
 */
export declare class DeviceAuthorizationArgs {
    #private;
    /** The application id, or undefined before it is set (then the client's application id is used). */
    ClientId(): Snowflake | undefined;
    /** @throws ValidationError naming `ClientId` when it is not a snowflake. */
    SetClientId(clientId: bigint | string): void;
    /** Space-separated scopes, e.g. `Client.GetDefaultPresenceScopes()`. */
    Scopes(): string;
    /** @throws ValidationError naming `Scopes` (or `Scopes[i]`) for a string that is not RFC 6749 scopes. */
    SetScopes(value: string): void;
}
