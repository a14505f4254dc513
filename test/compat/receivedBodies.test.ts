/** The compatibility suite's body check can fail: each kind of mismatch it must report, and what it passes. */
import { describe, expect, it } from 'vitest';
import { type Received, ReceivedBodies } from './receivedBodies.js';

function checked(...responses: Received[]): ReturnType<ReceivedBodies['check']> {
  const bodies = new ReceivedBodies();
  bodies.all.push(...responses);
  return bodies.check();
}

const invalidForm = {
  code: 50035,
  message: 'Invalid Form Body',
  errors: { name: { _errors: [{ code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Invalid name' }] } },
};

describe('ReceivedBodies.check', () => {
  it('passes described bodies, the field-code exception, RFC 6749 token bodies and discovery', () => {
    const report = checked(
      {
        method: 'GET',
        path: '/api/v10/users/@me',
        status: 401,
        json: { code: 0, message: '401: Unauthorized' },
      },
      { method: 'POST', path: '/api/v10/applications/1/commands', status: 400, json: invalidForm },
      { method: 'POST', path: '/api/oauth2/token', status: 400, json: { error: 'invalid_grant' } },
      { method: 'POST', path: '/api/oauth2/token/revoke', status: 200, json: {} },
      { method: 'GET', path: '/.well-known/openid-configuration', status: 200, json: { issuer: 'x' } },
      { method: 'GET', path: '/oauth2/authorize?x=1', status: 302, json: undefined },
    );
    expect(report.problems).toEqual([]);
    expect(report.stringFieldCodes).toBe(1);
    expect(report.described).toEqual([
      'GET /users/@me 401',
      'POST /applications/{application_id}/commands 400',
    ]);
    expect(report.undescribed).toHaveLength(3);
  });

  it('reports a wrong body, a status the operation lacks, an unknown operation and a bad token body', () => {
    const report = checked(
      { method: 'GET', path: '/api/v10/users/@me', status: 200, json: { id: '1' } },
      { method: 'GET', path: '/api/v10/users/@me', status: 302, json: {} },
      { method: 'GET', path: '/api/v10/nowhere/at/all', status: 200, json: {} },
      { method: 'POST', path: '/api/oauth2/token', status: 200, json: { access_token: 'a' } },
      { method: 'POST', path: '/api/oauth2/token', status: 400, json: { message: 'no error member' } },
    );
    expect(report.problems).toHaveLength(5);
    expect(report.problems[0]).toMatch(/^GET \/users\/@me 200: .*must have required property/);
    expect(report.problems[1]).toMatch(/has no 302 response/);
    expect(report.problems[2]).toMatch(/the description has no such operation/);
    expect(report.problems[3]).toMatch(/token_type/);
    expect(report.problems[4]).toMatch(/error/);
  });
});
