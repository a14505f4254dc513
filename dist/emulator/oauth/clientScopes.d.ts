export declare class ClientScopeLists {
    #private;
    /** The scopes a client-credentials request asks for; `invalid_scope` when missing or not allowed. */
    scopes(scopeParam: string | undefined): string[];
    forget(): void;
}
