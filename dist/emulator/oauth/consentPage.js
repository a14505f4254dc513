/**
 * Headers of every HTML page the emulator serves. The referrer policy is `same-origin`, not `no-referrer`:
 * under `no-referrer` a browser sends `Origin: null` with the page's own form post, which could not be told
 * from a sandboxed page elsewhere (pageFetchMetadata.ts); `same-origin` still sends nothing to another origin.
 */
export const HTML_HEADERS = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
};
/** HTML-escapes text for element content and quoted attribute values. */
export function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
const STYLE = `body{font-family:system-ui,sans-serif;background:#313338;color:#dbdee1;display:flex;justify-content:center;padding-top:10vh}
main{background:#2b2d31;border-radius:8px;padding:24px 32px;max-width:420px;width:100%}
h1{font-size:20px;margin:0 0 8px}ul{padding-left:20px}.buttons{display:flex;gap:12px;margin-top:20px}
button{flex:1;padding:10px;border:0;border-radius:4px;font-size:15px;cursor:pointer}
#approve{background:#5865f2;color:#fff}#deny{background:#4e5058;color:#fff}select{width:100%;padding:6px}
code{word-break:break-all}`;
function page(title, body) {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
/** The `<option>`s of the "Signed in as" list (the consent and activation pages). */
export function userOptions(users, selectedUserId) {
    return users
        .map((user) => {
        const selected = user.id === selectedUserId ? ' selected' : '';
        const label = user.global_name ? `${user.global_name} (@${user.username})` : `@${user.username}`;
        return `<option value="${escapeHtml(user.id)}"${selected}>${escapeHtml(label)}</option>`;
    })
        .join('');
}
/** The page with Approve and Deny buttons. */
export function consentPage(input) {
    const options = userOptions(input.users, input.selectedUserId);
    const scopes = input.scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`).join('');
    return page(`Authorize ${input.appName}`, `<h1>${escapeHtml(input.appName)} wants to access your account</h1>
<form method="post" action="/oauth2/authorize">
<input type="hidden" name="request_id" value="${escapeHtml(input.requestId)}">
<input type="hidden" name="page_token" value="${escapeHtml(input.pageToken)}">
<label for="user_id">Signed in as</label>
<select id="user_id" name="user_id">${options}</select>
<p>This will allow the application to:</p><ul>${scopes}</ul>
<p>You will be sent to <code>${escapeHtml(input.redirectUri)}</code></p>
<div class="buttons"><button id="deny" type="submit" name="decision" value="deny">Deny</button>
<button id="approve" type="submit" name="decision" value="approve">Authorize</button></div>
</form>`);
}
/** An error page (for errors that must not be redirected: unknown client, bad redirect URI). */
export function errorPage(title, detail) {
    return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p>`);
}
