/**
 * Every response a third-party client receives from the emulator, kept through the client's own
 * extension point (oauth4webapi's `customFetch`, @discordjs/rest's `makeRequest`) so that the client
 * itself runs unchanged, then checked against the service's OpenAPI description: each JSON body against
 * its operation's response schema for the status (test/support/openapi.ts).
 *
 * Two kinds of body have no operation in the description and are named here rather than skipped
 * silently: the OAuth token endpoint (RFC 6749 bodies, checked against that RFC's shapes and, with an
 * id_token, against the description's `ProvisionalTokenResponse`) and the OIDC discovery document. Any
 * other undescribed JSON body is reported, so the suite fails until someone decides what it is.
 */
import type { ValidateFunction } from 'ajv/dist/2020.js';
import {
  ajv,
  componentSchema,
  operationTemplate,
  responseSchema,
  schemaErrors,
  withIntegerFieldCodes,
} from '../support/openapi.js';

/** One response as the client received it. */
export interface Received {
  readonly method: string;
  /** Path and query, e.g. `/api/v10/users/@me`. */
  readonly path: string;
  readonly status: number;
  /** The parsed body when it was JSON; undefined otherwise (an empty body, an HTML page, a redirect). */
  readonly json: unknown;
}

/** What {@link ReceivedBodies.check} found. */
export interface CheckReport {
  /** `METHOD /template STATUS` of every JSON body validated against the description. */
  readonly described: string[];
  /** `METHOD /path STATUS` of JSON bodies the description has no operation for (see the file header). */
  readonly undescribed: string[];
  /**
   * `METHOD /path STATUS` of 5xx bodies: the description gives no 5xx response, and the emulator answers
   * 5xx only with a fault a test injected, so these are listed, not checked.
   */
  readonly serverErrors: string[];
  /** How many field error codes were strings (the documented difference; see withIntegerFieldCodes). */
  readonly stringFieldCodes: number;
  /** Every mismatch, with the body's operation and ajv's words. Empty when all is well. */
  readonly problems: string[];
}

/** RFC 6749 5.1 (success) and 5.2 (error) bodies of the token endpoint. */
const tokenSuccess = ajv.compile({
  type: 'object',
  required: ['access_token', 'token_type'],
  properties: {
    access_token: { type: 'string' },
    token_type: { type: 'string' },
    expires_in: { type: 'integer', minimum: 0 },
    refresh_token: { type: 'string' },
    scope: { type: 'string' },
    id_token: { type: 'string' },
  },
});
const oauthError = ajv.compile({
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string', pattern: '^[\\x20-\\x21\\x23-\\x5B\\x5D-\\x7E]+$' },
    error_description: { type: 'string' },
  },
});
const emptyObject = ajv.compile({ type: 'object', maxProperties: 0 });
const TOKEN_ENDPOINT = /^\/api(\/v10)?\/oauth2\/token(\/revoke)?$/;
const DISCOVERY = '/.well-known/openid-configuration';

export class ReceivedBodies {
  readonly all: Received[] = [];

  /** A `fetch` that keeps a copy of each response (for oauth4webapi's `customFetch`). */
  readonly fetch = async (
    url: string,
    init: { method: string; body?: unknown; headers: Record<string, string>; redirect: 'manual' },
  ): Promise<Response> => {
    const response = await fetch(url, init as RequestInit);
    this.#keep(init.method, url, response.status, response.headers, await response.clone().text());
    return response;
  };

  /**
   * Keeps a copy of a response that @discordjs/rest's own request strategy produced, and hands the client
   * an equivalent one (its body can be read once only).
   */
  async keepRest(
    url: string,
    method: string | undefined,
    response: { status: number; statusText: string; headers: Headers; arrayBuffer(): Promise<ArrayBuffer> },
  ): Promise<Response> {
    const bytes = await response.arrayBuffer();
    this.#keep(method ?? 'GET', url, response.status, response.headers, Buffer.from(bytes).toString('utf8'));
    const nullBody = response.status === 204 || response.status === 304;
    return new Response(nullBody ? null : bytes, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }

  #keep(method: string, url: string, status: number, headers: Headers, text: string): void {
    const { pathname, search } = new URL(url);
    const isJson = /^application\/json\b/.test(headers.get('content-type') ?? '') && text !== '';
    this.all.push({
      method,
      path: `${pathname}${search}`,
      status,
      json: isJson ? JSON.parse(text) : undefined,
    });
  }

  /** Checks every JSON body received so far. */
  check(): CheckReport {
    const described: string[] = [];
    const undescribed: string[] = [];
    const problems: string[] = [];
    let stringFieldCodes = 0;
    const expectValid = (validate: ValidateFunction, body: unknown, what: string): void => {
      if (!validate(body))
        problems.push(`${what}: ${schemaErrors(validate)} in ${JSON.stringify(body).slice(0, 300)}`);
    };
    const serverErrors: string[] = [];
    for (const { method, path, status, json } of this.all) {
      if (json === undefined) continue;
      const bare = path.split('?')[0] ?? '';
      if (status >= 500) {
        serverErrors.push(`${method} ${bare} ${status}`);
        continue;
      }
      const template = operationTemplate(method, bare);
      if (template !== undefined) {
        const what = `${method} ${template} ${status}`;
        described.push(what);
        let validate: ValidateFunction | null;
        try {
          validate = responseSchema(template, method.toLowerCase(), status);
        } catch (error) {
          problems.push((error as Error).message);
          continue;
        }
        if (validate === null) {
          problems.push(`${what}: the description gives no body, but one came`);
          continue;
        }
        const { body, replaced } = withIntegerFieldCodes(json);
        stringFieldCodes += replaced;
        expectValid(validate, body, what);
        continue;
      }
      const what = `${method} ${bare} ${status}`;
      undescribed.push(what);
      if (bare === DISCOVERY) continue;
      const endpoint = TOKEN_ENDPOINT.exec(bare);
      if (endpoint === null) problems.push(`${what}: the description has no such operation`);
      else if (status !== 200) expectValid(oauthError, json, what);
      // A revocation answers 200 with an empty object (RFC 7009 asks for no particular body).
      else if (endpoint[2] === '/revoke') expectValid(emptyObject, json, what);
      else {
        expectValid(tokenSuccess, json, what);
        if (typeof (json as { id_token?: unknown }).id_token === 'string')
          expectValid(componentSchema('ProvisionalTokenResponse'), json, what);
      }
    }
    return { described, undescribed, serverErrors, stringFieldCodes, problems };
  }
}
