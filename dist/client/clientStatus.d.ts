/** The client's connection status (`Client.Status`), with the C++ library's numbers. */
export declare const ClientStatus: {
    readonly Disconnected: 0;
    readonly Connecting: 1;
    readonly Connected: 2;
    readonly Ready: 3;
    readonly Reconnecting: 4;
    readonly Disconnecting: 5;
    readonly HttpWait: 6;
};
/** One of the {@link ClientStatus} values. */
export type ClientStatus = (typeof ClientStatus)[keyof typeof ClientStatus];
/** Why the status changed (`Client.Error`), with the C++ library's numbers. */
export declare const ClientError: {
    readonly None: 0;
    readonly ConnectionFailed: 1;
    readonly UnexpectedClose: 2;
    readonly ConnectionCanceled: 3;
};
/** One of the {@link ClientError} values. */
export type ClientError = (typeof ClientError)[keyof typeof ClientError];
/** Callback of `SetStatusChangedCallback`. */
export type StatusChangedCallback = (status: ClientStatus, error: ClientError, errorDetail: number) => void;
