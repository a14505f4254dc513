/**
 * Building the console's DOM: elements from tag, attributes and children (text is always set as text,
 * never parsed as HTML, so a username or a message cannot inject markup), tables, and how times and
 * values read.
 */

/**
 * An element. `attrs`: attributes, or `on<event>` handlers, or `value`/`checked` set as properties.
 * Children: nodes, strings (as text), or null/false (skipped); arrays are flattened.
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') el.addEventListener(name.slice(2), value);
    else if (name === 'value' || name === 'checked') el[name] = value;
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** What stands in for a table or a page with nothing to show yet. */
export function empty(text) {
  return h('p', { class: 'empty' }, text);
}

/** A table with a header row; `rows` are arrays of cells (nodes or text); `none` when there are none. */
export function table(headers, rows, none = 'none yet') {
  if (rows.length === 0) return empty(none);
  return h(
    'table',
    {},
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        headers.map((header) => h('th', {}, header)),
      ),
    ),
    h(
      'tbody',
      {},
      rows.map((row) =>
        h(
          'tr',
          {},
          row.map((cell) => h('td', {}, cell)),
        ),
      ),
    ),
  );
}

/** A section with a heading. */
export function section(title, ...children) {
  return h('section', {}, h('h2', {}, title), ...children);
}

/** Emulator time (Unix ms) as the time of day, with the date in its title. */
export function time(ms) {
  if (ms === null || ms === undefined) return '—';
  const date = new Date(ms);
  return h(
    'time',
    { datetime: date.toISOString(), title: date.toISOString() },
    date.toISOString().slice(11, 23),
  );
}

/** A small JSON view of a value (metadata, payloads). */
export function json(value) {
  if (value === null || value === undefined) return '—';
  return h('pre', { class: 'json' }, JSON.stringify(value, null, 2));
}

/** A badge (`connected`, `provisional`, ...) with a class of the same name for its colour. */
export function badge(text, kind = text) {
  return h('span', { class: `badge badge-${kind}` }, text);
}

/** A `<select>` of `[value, label]` pairs. */
export function select(name, options, attrs = {}) {
  return h(
    'select',
    { name, ...attrs },
    options.map(([value, label]) => h('option', { value }, label)),
  );
}

/** A labelled form control. */
export function field(label, control) {
  return h('label', {}, h('span', {}, label), control);
}

/** Users as select options: `[id, @name]`. */
export function userOptions(users) {
  return users.map((user) => [user.id, `@${user.username}`]);
}

/** Applications as select options: `[id, name]`. */
export function applicationOptions(applications) {
  return applications.map((app) => [app.id, `${app.name} (${app.id})`]);
}

/** The values of a form's named controls, as strings. */
export function formValues(form) {
  return Object.fromEntries(new FormData(form).entries());
}

/**
 * A form the page handles itself: named by `data-form` (how the console's tests find it), laid out in a
 * row when `inline`; a submit stays on the page and hands `onValues` the values of the form's named
 * controls and the form.
 */
export function form(name, { inline = false, onValues }, ...children) {
  const onsubmit = (event) => {
    event.preventDefault();
    return onValues(formValues(event.target), event.target);
  };
  return h('form', { 'data-form': name, class: inline ? 'inline' : undefined, onsubmit }, ...children);
}

/**
 * A list (`ol` or `ul`) with one item per entry of `items`: its children `render(item)`, its attributes
 * `itemAttrs(item)`. An empty list reads as a dash.
 */
export function list(tag, attrs, items, render, itemAttrs = () => ({})) {
  if (items.length === 0) return '—';
  return h(
    tag,
    attrs,
    items.map((item) => h('li', itemAttrs(item), render(item))),
  );
}

/**
 * Messages, oldest first: time, `@author`, content, then whatever `extra(message)` adds (an edit mark,
 * an invite's state). `attrs` mark the list (`data-lobby`, `data-channel`).
 */
export function messageList(messages, attrs = {}, extra = () => null) {
  return h(
    'ol',
    { class: 'messages', ...attrs },
    messages.map((message) =>
      h(
        'li',
        {},
        time(message.createdAt),
        ' ',
        h('strong', {}, `@${message.author}`),
        ' ',
        message.content,
        extra(message),
      ),
    ),
  );
}
