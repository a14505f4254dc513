import { checkDaveMode } from './options.js';
function id(what, value) {
    if (typeof value !== 'string' || !/^\d{1,20}$/.test(value))
        throw new TypeError(`${what}: expected a snowflake string, received ${JSON.stringify(value)}`);
    return value;
}
function bool(what, value) {
    if (typeof value !== 'boolean')
        throw new TypeError(`${what}: expected a boolean, received ${JSON.stringify(value)}`);
    return value;
}
/** The control calls over one emulator's voice server and voice states (`persist` saves the data file). */
export function voiceControl(server, states, persist) {
    return {
        calls: () => server.calls(),
        call: (channelId) => server.calls().find((call) => call.id === id('channelId', channelId)),
        stats: () => server.stats(),
        relayed: (channelId, userId) => server.relayed(id('channelId', channelId), id('userId', userId)),
        mute: async (serverId, userId, muted = true) => {
            const done = states.setServerMutes({ serverId: id('serverId', serverId), userId: id('userId', userId) }, { mute: bool('muted', muted) });
            await persist();
            return done;
        },
        deafen: async (serverId, userId, deafened = true) => {
            const done = states.setServerMutes({ serverId: id('serverId', serverId), userId: id('userId', userId) }, { deaf: bool('deafened', deafened) });
            await persist();
            return done;
        },
        disconnect: async (serverId, userId) => {
            const done = states.disconnect({ serverId: id('serverId', serverId), userId: id('userId', userId) });
            await persist();
            return done;
        },
        move: async (channelId) => {
            const endpoint = await states.move(id('channelId', channelId));
            if (endpoint === undefined)
                throw new RangeError(`channelId: no call in ${channelId}`);
            return endpoint;
        },
        setFaults: (channelId, faults) => server.setFaults(id('channelId', channelId), faults),
        dropSocket: (channelId, userId) => server.dropSocket(id('userId', userId), id('channelId', channelId)),
        withholdServerUpdates: (serverId, withheld = true) => server.withholdServerUpdates(id('serverId', serverId), bool('withheld', withheld)),
        crash: () => server.crash(),
        end: (channelId) => server.terminate(id('channelId', channelId)),
        certificateAuthority: async () => ({ pem: await server.caPem(), file: server.caFile ?? null }),
        settled: () => states.idle(),
        daveMode: () => server.gateway.settings.dave,
        setDaveMode: (mode) => {
            server.gateway.settings.dave = checkDaveMode(mode, 'mode');
            return server.gateway.settings.dave;
        },
        daveSettled: () => server.gateway.daveIdle(),
    };
}
