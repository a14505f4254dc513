/** Pure checks of the OAuth2 flow: redirect URI matching (RFC 8252 loopback) and PKCE (RFC 7636, S256 only). */
import { createHash } from 'node:crypto';
import { Limits } from '../model/limits.js';

const LOOPBACK_HOST = '127.0.0.1';
const VERIFIER = /^[A-Za-z0-9\-._~]+$/;
/** An S256 challenge is the base64url SHA-256 of the verifier: always 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * True when `requested` equals a registered redirect URI exactly, or when both are `http://127.0.0.1`
 * loopback URIs that differ only in the port (RFC 8252 section 7.3: native apps pick a free port).
 */
export function redirectUriAllowed(requested: string, registered: readonly string[]): boolean {
  if (registered.includes(requested)) return true;
  const asked = loopback(requested);
  if (!asked) return false;
  return registered.some((uri) => {
    const known = loopback(uri);
    return known !== undefined && known.path === asked.path;
  });
}

/** Everything of a loopback http URI except its port, or undefined when it is not one. */
function loopback(uri: string): { path: string } | undefined {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' || url.hostname !== LOOPBACK_HOST) return undefined;
  if (url.username !== '' || url.password !== '' || url.hash !== '' || uri.includes('#')) return undefined;
  return { path: url.pathname + url.search };
}

/** Why a code_verifier is malformed, or undefined when it is well formed (43..128 of `[A-Za-z0-9-._~]`). */
export function verifierProblem(verifier: string): string | undefined {
  if (verifier.length < Limits.PKCE_VERIFIER_MIN || verifier.length > Limits.PKCE_VERIFIER_MAX) {
    return `code_verifier must be ${Limits.PKCE_VERIFIER_MIN}..${Limits.PKCE_VERIFIER_MAX} characters (got ${verifier.length})`;
  }
  if (!VERIFIER.test(verifier)) return 'code_verifier may contain only A-Z a-z 0-9 - . _ ~';
  return undefined;
}

/** The S256 challenge of a verifier. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** True when a code_challenge has the form of an S256 challenge. */
export function isS256Challenge(challenge: string): boolean {
  return S256_CHALLENGE.test(challenge);
}
