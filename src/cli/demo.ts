import { randomToken } from '../crypto/randomToken.js';
import { nativeStatus } from '../native/index.js';

/**
 * `npm start`: the SDK's end-to-end demo. It grows with the SDK; today it shows the native layer at work:
 * where randomness comes from, and tokens of the kind used for PKCE verifiers, OAuth state and nonces.
 */
export async function runDemo(_args: string[]): Promise<number> {
  const status = nativeStatus();
  console.log('social-sdk demo');
  console.log(
    status.loaded
      ? `native addon: loaded from ${status.path ?? '?'} (randomness from ${status.randomSource})`
      : `native addon: not loaded (${status.error ?? 'unknown reason'}); randomness from ${status.randomSource}`,
  );
  console.log('random tokens (32 bytes, base64url):');
  for (let i = 0; i < 3; i++) console.log(`  ${randomToken()}`);
  return 0;
}
