/**
 * The General and Mobile calls that need no service (src/client/general.ts), `ClientCreateOptions`
 * (createOptions.ts), the C++ setters of `ClientResult`, `AuthorizationCodeChallenge`,
 * `AuthorizationCodeVerifier` and `AdditionalContent`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AuthorizationCodeChallenge, AuthorizationCodeVerifier, s256Challenge } from '../../src/auth/pkce.js';
import { AdditionalContent } from '../../src/client/additionalContent.js';
import { Client, ClientError, ClientStatus } from '../../src/client/Client.js';
import { runCallbacks } from '../../src/client/callbacks.js';
import { ClientResult, ErrorType } from '../../src/client/clientResult.js';
import { ClientCreateOptions } from '../../src/client/createOptions.js';
import { ValidationError } from '../../src/http/errors.js';
import { AdditionalContentType, HttpStatusCode } from '../../src/model/cppEnums.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { useGatewayWorld } from './gatewayWorld.js';

const domain = useGatewayWorld();

describe('Client statics', () => {
  it('names the values of Client.Error, Client.Status and Client.Thread', () => {
    expect(Client.ErrorToString(ClientError.UnexpectedClose)).toBe('UnexpectedClose');
    expect(Client.StatusToString(ClientStatus.HttpWait)).toBe('HttpWait');
    expect(Client.ThreadToString(Client.Thread.Network)).toBe('Network');
    expect(Client.ThreadToString(Client.Thread.Client)).toBe('Client');
    expect(Client.StatusToString(42 as ClientStatus)).toBe('Unknown(42)');
  });

  it('reports the version of package.json', () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(`${Client.GetVersionMajor()}.${Client.GetVersionMinor()}.${Client.GetVersionPatch()}`).toBe(
      version,
    );
    expect(Client.GetVersionHash()).toBe(version);
  });
});

describe('IsDiscordAppInstalled', () => {
  it('is false in both styles, with no connection, and the callback waits for RunCallbacks when pumped', async () => {
    const client = domain.client();
    await expect(client.IsDiscordAppInstalled()).resolves.toBe(false);
    const pumped = domain.client({ callbackMode: 'pumped' });
    const answers: boolean[] = [];
    await pumped.IsDiscordAppInstalled((installed) => answers.push(installed));
    expect(answers).toEqual([]);
    runCallbacks();
    expect(answers).toEqual([false]);
    expect(() => client.IsDiscordAppInstalled(5 as never)).toThrow(ValidationError);
  });
});

describe('ClientCreateOptions', () => {
  it('ApiBase (origin, or origin and /api) and WebBase aim the client; bad URLs are refused, naming them', async () => {
    const options = new ClientCreateOptions();
    expect(options.ApiBase()).toBe('https://discord.com/api');
    expect(options.WebBase()).toBe('https://discord.com');
    options.SetApiBase(`${domain.world.fx.url}/api`);
    options.SetWebBase('https://web.example/ignored/path');
    const client = new Client(options);
    await client.UpdateToken(AuthorizationTokenType.Bearer, domain.world.tokens.alice);
    client.Connect();
    await new Promise<void>((resolve) => {
      client.SetStatusChangedCallback((status) => {
        if (status === ClientStatus.Ready) resolve();
      });
    });
    expect(client.GetCurrentUser().Id()).toBe(domain.world.alice.id);
    client.Disconnect();
    expect(options.toClientOptions()).toEqual({
      baseUrl: domain.world.fx.url,
      webBase: 'https://web.example',
    });
    expect(() => options.SetApiBase('ftp://x')).toThrow(expect.objectContaining({ path: 'ApiBase' }));
    expect(() => options.SetApiBase('https://x.example/v9')).toThrow(/ApiBase/);
    expect(() => options.SetWebBase('nope')).toThrow(expect.objectContaining({ path: 'WebBase' }));
    expect(() => new Client({ webBase: 'mailto:x' })).toThrow(/webBase/);
  });
});

describe('setters of the value classes', () => {
  it('ClientResult: each setter checks and changes one field; the instance stays frozen', () => {
    const result = new ClientResult({ type: ErrorType.None });
    result.SetType(ErrorType.HTTPError);
    result.SetError('Not Found');
    result.SetErrorCode(10008);
    result.SetStatus(HttpStatusCode.NotFound);
    result.SetResponseBody('{"code":10008}');
    result.SetRetryable(true);
    result.SetRetryAfter(1.5);
    expect(result.ToString()).toBe('HTTPError (status 404, code 10008, retry after 1.5s): Not Found');
    expect(JSON.parse(JSON.stringify(result))).toEqual({
      type: 2,
      error: 'Not Found',
      errorCode: 10008,
      status: 404,
      responseBody: '{"code":10008}',
      retryable: true,
      retryAfter: 1.5,
    });
    expect(Object.isFrozen(result)).toBe(true);
    result.SetSuccessful(true);
    expect(result.Successful()).toBe(true);
    expect(() => result.SetSuccessful(false)).toThrow(expect.objectContaining({ path: 'Successful' }));
    expect(() => result.SetType(99 as ErrorType)).toThrow(expect.objectContaining({ path: 'Type' }));
    expect(() => result.SetStatus(99)).toThrow(expect.objectContaining({ path: 'Status' }));
    expect(() => result.SetErrorCode(2 ** 31)).toThrow(expect.objectContaining({ path: 'ErrorCode' }));
    expect(() => result.SetRetryAfter(-1)).toThrow(expect.objectContaining({ path: 'RetryAfter' }));
    expect(() => result.SetError(5 as never)).toThrow(expect.objectContaining({ path: 'Error' }));
  });

  it('PKCE: the challenge takes S256 only; the verifier keeps its pair consistent and never prints itself', () => {
    const verifier = new AuthorizationCodeVerifier('a'.repeat(43));
    const next = 'b'.repeat(50);
    verifier.SetVerifier(next);
    expect(verifier.Verifier()).toBe(next);
    expect(verifier.Challenge().Challenge()).toBe(s256Challenge(next));
    expect(() =>
      verifier.SetChallenge(new AuthorizationCodeChallenge(s256Challenge('c'.repeat(43)))),
    ).toThrow(expect.objectContaining({ path: 'Challenge' }));
    verifier.SetChallenge(new AuthorizationCodeChallenge(s256Challenge(next)));
    expect(() => verifier.SetVerifier('short')).toThrow(ValidationError);
    expect(String(verifier)).not.toContain(next);

    const challenge = new AuthorizationCodeChallenge(s256Challenge(next));
    challenge.SetMethod('S256');
    challenge.SetMethod(0);
    expect(() => challenge.SetMethod('plain' as never)).toThrow(expect.objectContaining({ path: 'Method' }));
    challenge.SetChallenge(s256Challenge('d'.repeat(43)));
    expect(challenge.Challenge()).toBe(s256Challenge('d'.repeat(43)));
    expect(() => challenge.SetChallenge('not a digest')).toThrow(ValidationError);
  });

  it('AdditionalContent: type, title and count with checks; Equals and TypeToString', () => {
    const poll = new AdditionalContent();
    poll.SetType(AdditionalContentType.Poll);
    poll.SetTitle('Best map?');
    poll.SetCount(1);
    const same = new AdditionalContent();
    same.SetType(AdditionalContentType.Poll);
    same.SetTitle('Best map?');
    same.SetCount(1);
    expect(poll.Equals(same)).toBe(true);
    same.SetTitle(null);
    expect(poll.Equals(same)).toBe(false);
    expect(AdditionalContent.TypeToString(AdditionalContentType.VoiceMessage)).toBe('VoiceMessage');
    expect(() => poll.SetCount(256)).toThrow(expect.objectContaining({ path: 'Count' }));
    expect(() => poll.SetType(7 as never)).toThrow(expect.objectContaining({ path: 'Type' }));
    expect(() => poll.SetTitle(3 as never)).toThrow(expect.objectContaining({ path: 'Title' }));
  });
});
