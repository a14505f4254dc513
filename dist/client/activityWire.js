import { Activity, ActivityAssets, ActivityButton, ActivityParty, ActivitySecrets, ActivityTimestamps, } from './activity.js';
/** Wire name of each asset, by its getter (the setter is `Set` + the getter). */
const ASSETS = [
    ['large_image', 'LargeImage'],
    ['large_text', 'LargeText'],
    ['large_url', 'LargeUrl'],
    ['small_image', 'SmallImage'],
    ['small_text', 'SmallText'],
    ['small_url', 'SmallUrl'],
    ['invite_cover_image', 'InviteCoverImage'],
];
/** The op 3 activity of `activity` for `applicationId` (not yet checked: the caller checks it). */
export function activityToWire(activity, applicationId) {
    const f = activity.fields();
    const out = { name: applicationId, type: f.type, application_id: applicationId };
    if (f.statusDisplayType !== undefined)
        out.status_display_type = f.statusDisplayType;
    if (f.state !== undefined)
        out.state = f.state;
    if (f.stateUrl !== undefined)
        out.state_url = f.stateUrl;
    if (f.details !== undefined)
        out.details = f.details;
    if (f.detailsUrl !== undefined)
        out.details_url = f.detailsUrl;
    if (f.parentApplicationId !== undefined)
        out.parent_application_id = f.parentApplicationId;
    if (f.assets) {
        const assets = {};
        for (const [wire, getter] of ASSETS) {
            const value = f.assets[getter]();
            if (value !== null)
                assets[wire] = value;
        }
        out.assets = assets;
    }
    if (f.timestamps) {
        const { start, end } = f.timestamps.fields();
        out.timestamps = {};
        if (start !== 0)
            out.timestamps.start = start;
        if (end !== 0)
            out.timestamps.end = end;
    }
    if (f.party) {
        const party = f.party.fields();
        out.party = { privacy: party.privacy };
        if (party.id !== '')
            out.party.id = party.id;
        if (party.maxSize !== 0 || party.currentSize !== 0)
            out.party.size = [party.currentSize, party.maxSize];
    }
    if (f.secrets)
        out.secrets = f.secrets.Join() === '' ? {} : { join: f.secrets.Join() };
    if (f.buttons.length > 0)
        out.buttons = f.buttons.map((button) => button.fields());
    out.supported_platforms = f.supportedPlatforms;
    return out;
}
/** The `Activity` of a checked wire activity (a friend's: no secrets). */
export function activityFromWire(wire) {
    const activity = new Activity();
    activity.SetName(wire.name);
    activity.SetType(wire.type);
    if (wire.status_display_type !== undefined)
        activity.SetStatusDisplayType(wire.status_display_type);
    if (wire.state !== undefined)
        activity.SetState(wire.state);
    if (wire.state_url !== undefined)
        activity.SetStateUrl(wire.state_url);
    if (wire.details !== undefined)
        activity.SetDetails(wire.details);
    if (wire.details_url !== undefined)
        activity.SetDetailsUrl(wire.details_url);
    if (wire.application_id !== undefined)
        activity.SetApplicationId(wire.application_id);
    if (wire.parent_application_id !== undefined)
        activity.SetParentApplicationId(wire.parent_application_id);
    if (wire.assets) {
        const assets = new ActivityAssets();
        for (const [key, getter] of ASSETS) {
            const value = wire.assets[key];
            if (value !== undefined)
                assets[`Set${getter}`](value);
        }
        activity.SetAssets(assets);
    }
    if (wire.timestamps) {
        const timestamps = new ActivityTimestamps();
        if (wire.timestamps.start !== undefined)
            timestamps.SetStart(wire.timestamps.start);
        if (wire.timestamps.end !== undefined)
            timestamps.SetEnd(wire.timestamps.end);
        activity.SetTimestamps(timestamps);
    }
    if (wire.party) {
        const party = new ActivityParty();
        if (wire.party.id !== undefined)
            party.SetId(wire.party.id);
        if (wire.party.size) {
            party.SetCurrentSize(wire.party.size[0]);
            party.SetMaxSize(wire.party.size[1]);
        }
        if (wire.party.privacy !== undefined)
            party.SetPrivacy(wire.party.privacy);
        activity.SetParty(party);
    }
    if (wire.secrets?.join !== undefined) {
        const secrets = new ActivitySecrets();
        secrets.SetJoin(wire.secrets.join);
        activity.SetSecrets(secrets);
    }
    for (const { label, url } of wire.buttons ?? []) {
        const button = new ActivityButton();
        button.SetLabel(label);
        button.SetUrl(url);
        activity.AddButton(button);
    }
    if (wire.supported_platforms !== undefined)
        activity.SetSupportedPlatforms(wire.supported_platforms);
    return activity;
}
