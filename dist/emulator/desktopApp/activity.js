import { validateActivity } from '../../rules/activity.js';
/** The activity to show, null to clear it, or the issues that refuse it (`path: message`). */
export function rpcActivity(sent, applicationName) {
    if (sent === undefined || sent === null)
        return { activity: null };
    if (typeof sent !== 'object' || Array.isArray(sent))
        return { issues: ['activity: expected an object'] };
    const fields = { ...sent };
    delete fields.instance;
    delete fields.created_at;
    if (typeof fields.name !== 'string' || fields.name === '')
        fields.name = applicationName;
    if (Array.isArray(fields.supported_platforms))
        delete fields.supported_platforms;
    const secrets = fields.secrets;
    if (typeof secrets === 'object' && secrets !== null && !Array.isArray(secrets)) {
        const join = secrets.join;
        if (join === undefined)
            delete fields.secrets;
        else
            fields.secrets = { join };
    }
    const checked = validateActivity(fields);
    if (checked.issues.length > 0)
        return {
            issues: checked.issues.map((issue) => `activity.${issue.path.join('.')}: ${issue.message}`),
        };
    return { activity: checked.value };
}
