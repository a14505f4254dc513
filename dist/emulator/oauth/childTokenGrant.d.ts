import type { OAuthTokenResponse } from '../../model/oauth.js';
import type { EmulatorContext } from '../context.js';
import type { ClientAuth } from './clientAuth.js';
import { type OAuthForm } from './form.js';
export declare function childTokenGrant(ctx: EmulatorContext, client: ClientAuth, form: OAuthForm): OAuthTokenResponse;
