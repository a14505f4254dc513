/**
 * SET_ACTIVITY's `activity` as the community clients send it (docs/desktop-app.md), made into the
 * service's activity: `name` may be missing (the app fills in the application's name, as it does for
 * op 3), `instance` and `created_at` are the app's own bookkeeping and dropped, `secrets.match` and
 * `secrets.spectate` (older clients) are dropped as this service has no spectating, and a
 * `supported_platforms` list of names is not the service's bit field and is dropped. Everything else is
 * checked with the shared rules (src/rules/activity.ts), unknown fields ignored as the service does.
 */
import type { GatewayActivity } from '../../model/activity.js';
import { validateActivity } from '../../rules/activity.js';

/** The activity to show, null to clear it, or the issues that refuse it (`path: message`). */
export function rpcActivity(
  sent: unknown,
  applicationName: string,
): { activity: GatewayActivity | null } | { issues: string[] } {
  if (sent === undefined || sent === null) return { activity: null };
  if (typeof sent !== 'object' || Array.isArray(sent)) return { issues: ['activity: expected an object'] };
  const fields: Record<string, unknown> = { ...(sent as Record<string, unknown>) };
  delete fields.instance;
  delete fields.created_at;
  if (typeof fields.name !== 'string' || fields.name === '') fields.name = applicationName;
  if (Array.isArray(fields.supported_platforms)) delete fields.supported_platforms;
  const secrets = fields.secrets;
  if (typeof secrets === 'object' && secrets !== null && !Array.isArray(secrets)) {
    const join = (secrets as Record<string, unknown>).join;
    if (join === undefined) delete fields.secrets;
    else fields.secrets = { join };
  }
  const checked = validateActivity(fields);
  if (checked.issues.length > 0)
    return {
      issues: checked.issues.map((issue) => `activity.${issue.path.join('.')}: ${issue.message}`),
    };
  return { activity: checked.value };
}
