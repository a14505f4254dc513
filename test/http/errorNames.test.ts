/**
 * Every public error prints its own class name and carries its code twice, on the class and on the
 * instance, from the sources and from the published bundle (dist/bundle, esbuild): a bundler that
 * renames a class (esbuild writes `class _ValidationError` for a class that names itself) must not leak
 * the new name into `String(error)`, `error.stack` or `util.inspect`.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as sources from '../../src/index.js';

const BUNDLE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'bundle', 'index.js');

type Entry = typeof sources;

/** One instance of each public error class with a single code, built as the SDK builds them. */
function samples(sdk: Entry): Array<{ error: sources.SdkError; className: string; staticCode: string }> {
  const request = { method: 'GET', route: '/users/@me' };
  return [
    {
      error: sdk.ValidationError.argument('ClientId', 'ClientId: expected a snowflake'),
      className: 'ValidationError',
      staticCode: sdk.ValidationError.code,
    },
    {
      error: new sdk.TimeoutError(request, 1000, 1),
      className: 'TimeoutError',
      staticCode: sdk.TimeoutError.code,
    },
    {
      error: new sdk.ServiceError(request, {
        status: 404,
        code: 10013,
        message: 'Unknown User',
        responseBody: '',
      }),
      className: 'ServiceError',
      staticCode: sdk.ServiceError.code,
    },
    {
      error: new sdk.OAuthError(request, { status: 400, error: 'invalid_grant', responseBody: '' }),
      className: 'OAuthError',
      staticCode: sdk.OAuthError.code,
    },
    {
      error: new sdk.NetworkError(request, 'ECONNRESET', 1, undefined),
      className: 'NetworkError',
      staticCode: sdk.NetworkError.code,
    },
    {
      error: new sdk.AbortError(request, undefined),
      className: 'AbortError',
      staticCode: sdk.AbortError.code,
    },
    {
      error: new sdk.InvalidResponseError(request, 200, 'is not valid JSON', '{'),
      className: 'InvalidResponseError',
      staticCode: sdk.InvalidResponseError.code,
    },
    {
      error: new sdk.RateLimitedError(request, {
        retryAfter: 1,
        global: false,
        scope: 'user',
        bucket: 'abc',
        attempts: 4,
        responseBody: '',
      }),
      className: 'RateLimitedError',
      staticCode: sdk.RateLimitedError.code,
    },
    {
      error: new sdk.AuthorizationError('opener_failed', 'the browser could not be opened'),
      className: 'AuthorizationError',
      staticCode: sdk.AuthorizationError.code,
    },
    {
      error: new sdk.IdTokenError('nonce', 'the nonce differs'),
      className: 'IdTokenError',
      staticCode: sdk.IdTokenError.code,
    },
    {
      error: new sdk.DeauthorizedError(undefined, 400),
      className: 'DeauthorizedError',
      staticCode: sdk.DeauthorizedError.code,
    },
    {
      error: new sdk.AuthorizationAbortedError('timeout', 'no redirect within 1 s'),
      className: 'AuthorizationAbortedError',
      staticCode: sdk.AuthorizationAbortedError.code,
    },
  ];
}

function checkNames(sdk: Entry): void {
  for (const { error, className, staticCode } of samples(sdk)) {
    expect(error.name).toBe(className);
    expect(error.constructor.name).toBe(className);
    expect(String(error).startsWith(`${className}: `)).toBe(true);
    expect(error.stack?.split('\n')[0]).toBe(String(error).split('\n')[0]);
    expect(inspect(error).startsWith(`${className}: `)).toBe(true);
    expect(error.code).toBe(staticCode);
    expect(error).toBeInstanceOf(sdk.SdkError);
  }
}

describe('error names and codes', () => {
  it('every error class carries its code statically and on the instance (sources)', () => {
    expect(sources.TimeoutError.code).toBe('ERR_TIMEOUT');
    expect(sources.ValidationError.code).toBe('ERR_VALIDATION');
    expect(sources.AuthorizationAbortedError.code).toBe('ERR_AUTHORIZATION_ABORTED');
    // The subclasses of AuthorizationError share its code: `reason` tells them apart.
    expect(sources.IdTokenError.code).toBe('ERR_AUTHORIZATION_FAILED');
    checkNames(sources);
    // The argument errors of the model and rules (TypeErrors, not SdkErrors) carry theirs the same way.
    for (const [parse, ErrorClass, code] of [
      [() => sources.parseSnowflake('12x', 'id'), sources.InvalidSnowflakeError, 'INVALID_SNOWFLAKE'],
      [() => sources.parsePermissions('-1'), sources.InvalidPermissionsError, 'INVALID_PERMISSIONS'],
    ] as const) {
      expect(ErrorClass.code).toBe(code);
      expect(parse).toThrow(expect.objectContaining({ code, name: ErrorClass.name }));
    }
    expect(sources.InvalidCommandSetError.code).toBe('INVALID_COMMAND_SET');
  });

  it('errors from the published bundle print their real class names', async () => {
    if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run build:ts`);
    const bundle = (await import(pathToFileURL(BUNDLE).href)) as Entry;
    // A class of the bundle, not the one from src/ (which would make this test prove nothing).
    expect(bundle.ValidationError).not.toBe(sources.ValidationError);
    checkNames(bundle);
    const error = bundle.ValidationError.argument('ClientId', 'ClientId: expected a snowflake');
    expect(String(error)).toBe('ValidationError: ClientId: expected a snowflake');
    expect(inspect(error)).not.toContain('_ValidationError');
  });
});
