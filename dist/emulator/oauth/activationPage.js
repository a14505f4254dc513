import { errorPage, escapeHtml, userOptions } from './consentPage.js';
/** The form. */
export function activationPage(input) {
    const options = userOptions(input.users, input.selectedUserId);
    const notice = input.notice === undefined ? '' : `<p id="notice">${escapeHtml(input.notice)}</p>`;
    // errorPage's frame and style, with the form as its detail: one page layout for the emulator.
    return errorPage('Activate your device', '').replace('<p></p>', `${notice}<form method="post" action="/activate">
<input type="hidden" name="page_token" value="${escapeHtml(input.pageToken)}">
<label for="user_code">Enter the code shown on your device</label>
<input id="user_code" name="user_code" autocomplete="off" value="${escapeHtml(input.userCode)}">
<label for="user_id">Signed in as</label>
<select id="user_id" name="user_id">${options}</select>
<div class="buttons"><button id="deny" type="submit" name="decision" value="deny">Deny</button>
<button id="approve" type="submit" name="decision" value="approve">Authorize</button></div>
</form>`);
}
