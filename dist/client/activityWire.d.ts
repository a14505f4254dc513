/**
 * The `Activity` value on the wire: what `UpdateRichPresence` sends in op 3 (the gateway's snake_case
 * activity, the application filled in) and the `Activity` a friend's presence reads back as. Unset parts
 * are left out; a party's size travels only when it has a max; the name sent is the application's id, since
 * the service writes the application's name over it (the SDK does not know that name).
 */
import type { GatewayActivity } from '../model/activity.js';
import { Activity } from './activity.js';
/** The op 3 activity of `activity` for `applicationId` (not yet checked: the caller checks it). */
export declare function activityToWire(activity: Activity, applicationId: string): GatewayActivity;
/** The `Activity` of a checked wire activity (a friend's: no secrets). */
export declare function activityFromWire(wire: GatewayActivity): Activity;
