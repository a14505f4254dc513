/**
 * The console's shell: the page list, the router (`#/users`, `#/requests?status=4xx`), fetching the
 * current page's snapshot, following the live feed (the page's snapshot is fetched again when something
 * changed, at most one fetch at a time), and the outcome of the last action. Forms keep what was typed
 * in them across those refreshes, and a click is never lost to one (a redraw waits for the press to end).
 */
import { ControlError, call, follow, setToken } from './api.js';
import { h } from './dom.js';
import * as applications from './pages/applications.js';
import * as directMessages from './pages/directMessages.js';
import * as interactions from './pages/interactions.js';
import * as lobbies from './pages/lobbies.js';
import * as oauth from './pages/oauth.js';
import * as requests from './pages/requests.js';
import * as sessions from './pages/sessions.js';
import * as settings from './pages/settings.js';
import * as users from './pages/users.js';
import * as voice from './pages/voice.js';

/** Route -> page module (`title`, `view`, `render(data, ui)`, optional `query(params)`). */
const PAGES = {
  users,
  sessions,
  lobbies,
  voice,
  'direct-messages': directMessages,
  applications,
  interactions,
  oauth,
  requests,
  settings,
};

const main = document.getElementById('page');
const outcome = document.getElementById('outcome');
const live = document.getElementById('live');
const clock = document.getElementById('clock');

/** The route of the hash: page name and its parameters. */
function route() {
  const [path, search = ''] = location.hash.replace(/^#\/?/, '').split('?');
  const name = path in PAGES ? path : 'users';
  return { name, params: new URLSearchParams(search) };
}

/** What a page may do: act through the control API, and go to a route. */
const ui = {
  /** Runs a control call; the outcome line says what happened, and the feed brings the change. */
  async act(label, method, path, body) {
    try {
      const result = await call(method, path, body);
      showOutcome(`${label}: done`, 'ok');
      return result;
    } catch (error) {
      showOutcome(`${label}: ${error.message}`, 'error');
      return undefined;
    }
  },
  /** Shows a line in the outcome bar (`ok` or `error`). */
  say(text, kind) {
    showOutcome(text, kind);
  },
  go(name, params) {
    const search = params ? `?${new URLSearchParams(params)}` : '';
    location.hash = `#/${name}${search}`;
  },
};

function showOutcome(text, kind) {
  outcome.textContent = text;
  outcome.className = `outcome-${kind}`;
}

/**
 * A press on the page that has not yet become a click. A click goes to the element both the press and
 * the release landed on: a redraw between them replaces the button, and the click is lost (a person
 * clicking while the feed refreshes, or a test's click under load). So a fresh snapshot waits to be
 * drawn until the press ends, or {@link PRESS_WAIT_MS} at most, so a press that never ends (the pointer
 * released outside the window) cannot freeze the page. `main[data-held]` is set while a draw waits.
 */
const PRESS_WAIT_MS = 2000;
let pressed = false;
let released = () => {};
main.addEventListener('pointerdown', () => {
  pressed = true;
});
// The click is dispatched in the same task as the release: the draw runs in the next one, after it
// (unless a new press has begun by then: that one's release lets it through).
for (const type of ['pointerup', 'pointercancel'])
  window.addEventListener(type, () => {
    if (!pressed) return;
    pressed = false;
    setTimeout(() => {
      if (!pressed) released();
    }, 0);
  });

/** Resolves when no press is pending on the page (at once if none is). */
function pressEnded() {
  if (!pressed) return Promise.resolve();
  main.dataset.held = '';
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pressed = false;
      done();
    }, PRESS_WAIT_MS);
    function done() {
      clearTimeout(timer);
      released = () => {};
      delete main.dataset.held;
      resolve();
    }
    released = done;
  });
}

let loading = false;
let again = false;

/** Fetches the current page's snapshot and draws it; a second call while one runs runs once more after. */
async function refresh() {
  if (loading) {
    again = true;
    return;
  }
  loading = true;
  try {
    do {
      again = false;
      await draw();
    } while (again);
  } finally {
    loading = false;
  }
}

async function draw() {
  const { name, params } = route();
  const page = PAGES[name];
  for (const link of document.querySelectorAll('nav a'))
    link.toggleAttribute('aria-current', link.dataset.page === name);
  let data;
  try {
    const query = page.query ? page.query(params) : '';
    data = await call('GET', `/views/${page.view}${query}`);
  } catch (error) {
    if (error instanceof ControlError && error.status === 401) return askToken();
    main.replaceChildren(
      h('p', { class: 'error' }, `Could not read the ${page.title} page: ${error.message}`),
    );
    return;
  }
  await pressEnded();
  const kept = keepForms();
  main.replaceChildren(
    h('h2', { class: 'page-title' }, page.title),
    h('div', {}, page.render(data, ui, params)),
  );
  restoreForms(kept);
  main.dataset.page = name;
}

/** The values (and the focused control) of the page's forms, by form and control name. */
function keepForms() {
  const values = new Map();
  for (const control of main.querySelectorAll('form[data-form] [name]')) {
    const key = `${control.form.dataset.form}/${control.name}`;
    values.set(key, control.type === 'checkbox' ? control.checked : control.value);
  }
  const focused = document.activeElement;
  const focus = focused?.form?.dataset.form ? `${focused.form.dataset.form}/${focused.name}` : null;
  return { values, focus, focused };
}

/**
 * Puts the kept values into the new forms. The control being typed in is not copied but moved into the
 * new form in place of its twin: a copy would get the text but not the caret or the selection (number
 * inputs do not even expose theirs), so the next keys would land elsewhere — typing "502" over a
 * selected "500" while the feed redraws would give "500502", which the field refuses.
 */
function restoreForms({ values, focus, focused }) {
  for (const control of main.querySelectorAll('form[data-form] [name]')) {
    const key = `${control.form.dataset.form}/${control.name}`;
    if (!values.has(key)) continue;
    if (key === focus && isTextControl(focused) && focused.type === control.type) {
      control.replaceWith(focused);
      focused.focus();
      continue;
    }
    if (control.type === 'checkbox') control.checked = values.get(key);
    else if (control.tagName !== 'SELECT' || [...control.options].some((o) => o.value === values.get(key)))
      control.value = values.get(key);
    if (key === focus) control.focus();
  }
}

/** A control whose own element holds typing state (caret, selection): text fields, not buttons or lists. */
function isTextControl(element) {
  return (
    element?.tagName === 'TEXTAREA' ||
    (element?.tagName === 'INPUT' &&
      !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(element.type))
  );
}

function askToken() {
  const form = document.getElementById('token-form').content.firstElementChild.cloneNode(true);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    setToken(new FormData(form).get('token'));
    restart();
  });
  main.replaceChildren(form);
}

/** The emulator's clock in the header (read with the settings page's snapshot). */
async function tick() {
  try {
    const { now } = await call('GET', '/clock');
    clock.textContent = new Date(now).toISOString().replace('T', ' ').slice(0, 19);
  } catch {
    clock.textContent = '';
  }
}

let stop = () => {};
function restart() {
  stop();
  stop = follow(
    () => {
      void refresh();
      void tick();
    },
    (state) => {
      live.textContent = state === 'live' ? 'live' : 'reconnecting…';
      live.className = `live-${state}`;
      // What changed while the feed was down is read again once it is back.
      if (state === 'live') void refresh();
    },
  );
  void refresh();
  void tick();
}

document
  .getElementById('pages')
  .append(
    ...Object.entries(PAGES).map(([name, page]) =>
      h('a', { href: `#/${name}`, 'data-page': name }, page.title),
    ),
  );
window.addEventListener('hashchange', () => void refresh());
restart();
