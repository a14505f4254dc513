/** A file's commands (`input`, not yet checked), or why it has none. */
export type LoadedCommandFile = {
    readonly file: string;
    readonly input: unknown;
    readonly problem?: undefined;
} | {
    readonly file: string;
    readonly input?: undefined;
    readonly problem: string;
};
/** Loads one command file; never throws (a problem is returned, to be reported with the file's name). */
export declare function loadCommandFile(file: string): Promise<LoadedCommandFile>;
