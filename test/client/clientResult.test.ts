import { describe, expect, it } from 'vitest';
import { ClientResult, ErrorType, errorTypeName } from '../../src/client/clientResult.js';

describe('ClientResult', () => {
  const failure = new ClientResult({
    type: ErrorType.HTTPError,
    error: 'Invalid Form Body',
    errorCode: 50035,
    status: 400,
    responseBody: '{"code":50035}',
    retryable: false,
    retryAfter: 0,
  });

  it('offers the C++ library accessors with the same values as the fields', () => {
    expect(failure.Successful()).toBe(false);
    expect(failure.Type()).toBe(ErrorType.HTTPError);
    expect(failure.Error()).toBe('Invalid Form Body');
    expect(failure.ErrorCode()).toBe(50035);
    expect(failure.Status()).toBe(400);
    expect(failure.ResponseBody()).toBe('{"code":50035}');
    expect(failure.Retryable()).toBe(false);
    expect(failure.RetryAfter()).toBe(0);
    expect(failure.ToString()).toBe('HTTPError (status 400, code 50035): Invalid Form Body');
  });

  it('reports success and defaults like the library', () => {
    const ok = ClientResult.ok(200);
    expect(ok.Successful()).toBe(true);
    expect(ok.Type()).toBe(ErrorType.None);
    expect(ok.Error()).toBe('');
    expect(ok.ToString()).toBe('None (status 200)');
  });

  it('is frozen plain data that survives JSON', () => {
    expect(Object.isFrozen(failure)).toBe(true);
    expect(JSON.parse(JSON.stringify(failure))).toMatchObject({ type: 2, errorCode: 50035, status: 400 });
  });

  it('names every ErrorType value with the library numbering', () => {
    expect(Object.entries(ErrorType).map(([name, value]) => `${value}:${name}`)).toEqual([
      '0:None',
      '1:NetworkError',
      '2:HTTPError',
      '3:ClientNotReady',
      '4:Disabled',
      '5:ClientDestroyed',
      '6:ValidationError',
      '7:Aborted',
      '8:AuthorizationFailed',
      '9:RPCError',
    ]);
    expect(errorTypeName(42)).toBe('Unknown(42)');
  });
});
