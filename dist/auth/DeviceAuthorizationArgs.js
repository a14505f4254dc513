/**
 * `DeviceAuthorizationArgs`: the arguments of `Client.GetTokenFromDevice` (the C++ library's class of the
 * same name: ClientId and Scopes, each with its setter). Setters validate and throw `ValidationError`
 * naming the field.
 */
import { ValidationError } from '../http/errors.js';
import { parseSnowflake } from '../model/snowflake.js';
import { scopes } from './AuthorizationArgs.js';
/**
 * The arguments of `GetTokenFromDevice`: which application, and which scopes.
 * @example
 * const args = new DeviceAuthorizationArgs();
 * args.SetClientId('1234567890123456789');
 * args.SetScopes(Client.GetDefaultPresenceScopes());
 * const tokens = await client.GetTokenFromDevice(args);
 */
export class DeviceAuthorizationArgs {
    #clientId;
    #scopes = '';
    /** The application id, or undefined before it is set (then the client's application id is used). */
    ClientId() {
        return this.#clientId;
    }
    /** @throws ValidationError naming `ClientId` when it is not a snowflake. */
    SetClientId(clientId) {
        try {
            this.#clientId = parseSnowflake(clientId, 'ClientId');
        }
        catch (error) {
            throw ValidationError.argument('ClientId', error.message);
        }
    }
    /** Space-separated scopes, e.g. `Client.GetDefaultPresenceScopes()`. */
    Scopes() {
        return this.#scopes;
    }
    /** @throws ValidationError naming `Scopes` (or `Scopes[i]`) for a string that is not RFC 6749 scopes. */
    SetScopes(value) {
        this.#scopes = scopes(value);
    }
}
