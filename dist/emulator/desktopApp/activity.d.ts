/**
 * SET_ACTIVITY's `activity` as the community clients send it (docs/desktop-app.md), made into the
 * service's activity: `name` may be missing (the app fills in the application's name, as it does for
 * op 3), `instance` and `created_at` are the app's own bookkeeping and dropped, `secrets.match` and
 * `secrets.spectate` (older clients) are dropped as this service has no spectating, and a
 * `supported_platforms` list of names is not the service's bit field and is dropped. Everything else is
 * checked with the shared rules (src/rules/activity.ts), unknown fields ignored as the service does.
 */
import type { GatewayActivity } from '../../model/activity.js';
/** The activity to show, null to clear it, or the issues that refuse it (`path: message`). */
export declare function rpcActivity(sent: unknown, applicationName: string): {
    activity: GatewayActivity | null;
} | {
    issues: string[];
};
