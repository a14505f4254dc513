/** A certificate and its private key, PEM. */
export interface CertifiedKey {
    readonly certPem: string;
    readonly keyPem: string;
}
/** Where a persisted CA lives: its certificate (shareable) and its key (mode 0600). */
export interface AuthorityFiles {
    readonly certFile: string;
    readonly keyFile: string;
}
/** The files of the CA kept beside a data file: `<dataFile>.voice-ca.pem` and `<dataFile>.voice-ca-key.pem`. */
export declare function authorityFilesOf(dataFile: string): AuthorityFiles;
/**
 * The CA: read from `files` when both exist and hold a CA certificate and its key, else made (and, with
 * `files`, written there). A damaged pair is replaced, never half-used.
 */
export declare function loadOrCreateAuthority(files?: AuthorityFiles): Promise<CertifiedKey>;
/** A server certificate for 127.0.0.1, ::1 and localhost, signed by `authority`. */
export declare function issueServerCertificate(authority: CertifiedKey): Promise<CertifiedKey>;
