/** Wire types of the OAuth2 token endpoint. */
export {};
