/**
 * Join links (`discord-<id>:/_discord/join?secret=...`): their form, and their way through the
 * single-instance hand-off to the receiver's `onActivityJoin` listener, over the real local socket.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { activityJoinUrl, parseActivityJoinUrl } from '../../src/deeplink/joinUrl.js';
import { forwardRedirect } from '../../src/deeplink/protocol.js';
import {
  type PrimaryRedirectReceiver,
  type RedirectReceiverOptions,
  startRedirectReceiver,
} from '../../src/deeplink/receiver.js';
import { deferred } from '../support/deferred.js';

const root = mkdtempSync(join(tmpdir(), 'social-sdk-join-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const open: PrimaryRedirectReceiver[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((receiver) => receiver.close()));
});
let counter = 0;

const SCHEME = 'discord-1234';
/** A secret with characters that need percent-encoding. */
const SECRET = 'party:42/é ✓&secret=x?#';
const JOIN_URL = activityJoinUrl(SCHEME, SECRET);
const SIGN_IN_URL = `${SCHEME}:/authorize/callback?code=c0de&state=s7ate`;

describe('join links', () => {
  it('puts the secret, percent-encoded, in discord-<id>:/_discord/join?secret=', () => {
    expect(JOIN_URL).toBe(`${SCHEME}:/_discord/join?secret=${encodeURIComponent(SECRET)}`);
    expect(parseActivityJoinUrl(JOIN_URL, SCHEME)).toEqual({ kind: 'join', secret: SECRET });
    expect(parseActivityJoinUrl(`${SCHEME}://_discord/join?secret=abc`, SCHEME)).toEqual({
      kind: 'join',
      secret: 'abc',
    });
  });

  it('tells other URLs apart, and refuses a join link without exactly one 1-128 character secret', () => {
    expect(parseActivityJoinUrl(SIGN_IN_URL, SCHEME)).toEqual({ kind: 'other' });
    expect(parseActivityJoinUrl(`${SCHEME}:/_discord/joinx?secret=a`, SCHEME)).toEqual({ kind: 'other' });
    expect(parseActivityJoinUrl('discord-9:/_discord/join?secret=a', SCHEME)).toEqual({ kind: 'other' });
    for (const query of ['', '?secret=', '?secret=a&secret=b', `?secret=${'s'.repeat(129)}`, '?other=a']) {
      expect(parseActivityJoinUrl(`${SCHEME}:/_discord/join${query}`, SCHEME)).toEqual({
        kind: 'invalid',
        reason: 'bad_join_secret',
      });
    }
    expect(parseActivityJoinUrl(`${SCHEME}:/_discord/join?secret=${'s'.repeat(128)}`, SCHEME)).toMatchObject({
      kind: 'join',
    });
    expect(() => activityJoinUrl(SCHEME, '')).toThrow(RangeError);
    expect(() => activityJoinUrl(SCHEME, 's'.repeat(129))).toThrow(/1 to 128 characters/);
  });
});

/** A receiver's options with a private socket directory, recording joins and redirects. */
function setup(extra: Partial<RedirectReceiverOptions> = {}) {
  const joins: Array<[string, string | undefined]> = [];
  const redirects: string[] = [];
  const errors: unknown[] = [];
  const options: RedirectReceiverOptions = {
    scheme: '1234',
    argv: ['/usr/bin/node', '/app/main.js'],
    socketDirectory: join(root, `s${++counter}`),
    onRedirect: (url) => redirects.push(url),
    onActivityJoin: (secret, applicationId) => joins.push([secret, applicationId]),
    onError: (error) => errors.push(error),
    ...extra,
  };
  return { options, joins, redirects, errors };
}

async function primary(options: RedirectReceiverOptions): Promise<PrimaryRedirectReceiver> {
  const receiver = await startRedirectReceiver(options);
  if (receiver.role !== 'primary') throw new Error('expected to own the endpoint');
  open.push(receiver);
  return receiver;
}

describe('onActivityJoin through the single-instance hand-off', () => {
  it('a second launch with a join link hands it over; the running one gets the secret and app id', async () => {
    const arrived = deferred<[string, string | undefined]>();
    const { options, joins, redirects } = setup({
      onActivityJoin: (secret, applicationId) => arrived.resolve([secret, applicationId]),
    });
    await primary(options);
    const second = await startRedirectReceiver({
      ...options,
      argv: ['/usr/bin/node', '/app/main.js', JOIN_URL],
      onActivityJoin: () => {
        throw new Error('the second process must not handle the join itself');
      },
    });
    expect(second).toMatchObject({ role: 'secondary', forwarded: true });
    expect(await arrived.promise).toEqual([SECRET, '1234']);
    expect(joins).toEqual([]);
    expect(redirects).toEqual([]);
  });

  it('sign-in redirects still reach onRedirect beside it', async () => {
    const { options, joins, redirects } = setup();
    const receiver = await primary(options);
    await forwardRedirect(receiver.endpoint, SIGN_IN_URL);
    await forwardRedirect(receiver.endpoint, JOIN_URL);
    expect(redirects).toEqual([SIGN_IN_URL]);
    expect(joins).toEqual([[SECRET, '1234']]);
  });

  it('a cold start with a join link passes the secret on once the receiver is in hand', async () => {
    const arrived = deferred<string>();
    const { options } = setup({ argv: ['/game', JOIN_URL], onActivityJoin: (s) => arrived.resolve(s) });
    const receiver = await primary(options);
    expect(receiver.coldStartUrl).toBe(JOIN_URL);
    expect(await arrived.promise).toBe(SECRET);
  });

  it('refuses a join link with a bad secret before it reaches a handler, and says why', async () => {
    const { options, joins, redirects } = setup();
    const receiver = await primary(options);
    await expect(forwardRedirect(receiver.endpoint, `${SCHEME}:/_discord/join?secret=`)).rejects.toThrow(
      'the running instance refused the URL: bad_join_secret',
    );
    expect(joins).toEqual([]);
    expect(redirects).toEqual([]);
  });

  it('with only onActivityJoin, other URLs are refused as not_handled (at a cold start: onError)', async () => {
    const { options, joins, errors } = setup({ onRedirect: undefined });
    const receiver = await primary(options);
    await expect(forwardRedirect(receiver.endpoint, SIGN_IN_URL)).rejects.toThrow(
      /refused the URL: not_handled/,
    );
    await forwardRedirect(receiver.endpoint, JOIN_URL);
    expect(joins).toEqual([[SECRET, '1234']]);
    await receiver.close();

    const failed = deferred<unknown>();
    const cold = setup({ onRedirect: undefined, argv: ['/game', SIGN_IN_URL], onError: failed.resolve });
    await primary(cold.options);
    const error = (await failed.promise) as Error;
    expect(error.message).toBe('the URL this program was started with was refused (not_handled)');
    expect(errors).toEqual([]);
  });

  it('without onActivityJoin a join link is an ordinary redirect, as before', async () => {
    const { options, redirects } = setup({ onActivityJoin: undefined });
    const receiver = await primary(options);
    await forwardRedirect(receiver.endpoint, JOIN_URL);
    expect(redirects).toEqual([JOIN_URL]);
  });

  it('a custom scheme has no application id; a throwing listener goes to onError without the secret', async () => {
    const failed = deferred<unknown>();
    const { options } = setup({
      scheme: 'com.example.game',
      onActivityJoin: (_secret, applicationId) => {
        throw new Error(`listener failed (app id ${String(applicationId)})`);
      },
      onError: failed.resolve,
    });
    const receiver = await primary(options);
    await forwardRedirect(receiver.endpoint, activityJoinUrl('com.example.game', SECRET));
    const error = (await failed.promise) as Error;
    expect(error.message).toBe('listener failed (app id undefined)');
  });

  it('checks its options', async () => {
    const { options } = setup();
    await expect(
      startRedirectReceiver({ ...options, onActivityJoin: 'x' as unknown as () => void }),
    ).rejects.toThrow(
      'startRedirectReceiver(options.onActivityJoin): expected a function (secret, applicationId) => ...',
    );
    await expect(
      startRedirectReceiver({ ...options, onRedirect: undefined, onActivityJoin: undefined }),
    ).rejects.toThrow('startRedirectReceiver(options.onRedirect): expected a function (url) => ...');
  });
});
