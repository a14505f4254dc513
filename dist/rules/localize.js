import { isLocale, LOCALE_FALLBACK } from '../model/index.js';
/** The dictionary's own entry for `key`; prototype keys (`constructor`, `__proto__`) never count. */
function ownEntry(dict, key) {
    if (!Object.hasOwn(dict, key))
        return undefined;
    const value = dict[key];
    return typeof value === 'string' ? value : undefined;
}
/**
 * The localized entry a user with `locale` sees, or undefined when they see the default: the entry for
 * `locale` itself, else the entry of its fallback locale (en-US <-> en-GB, es-419 -> es-ES).
 *
 * An entry equal to the default still counts: SERVICE.md asks apps to give the default under its own
 * locale key precisely so that it, and not the fallback, is shown to that locale.
 */
export function localizedEntry(dict, locale) {
    if (dict === null || dict === undefined || typeof locale !== 'string')
        return undefined;
    const own = ownEntry(dict, locale);
    if (own !== undefined)
        return own;
    const fallback = isLocale(locale) ? LOCALE_FALLBACK[locale] : undefined;
    return fallback === undefined ? undefined : ownEntry(dict, fallback);
}
/**
 * The string a user with `locale` sees for a field whose default value is `defaultValue` and whose
 * dictionary is `dict`: the locale's entry, else its fallback's entry, else the default.
 *
 * @example resolveLocalized({ 'en-GB': 'colour' }, 'color', 'en-US') // 'colour'
 */
export function resolveLocalized(dict, defaultValue, locale) {
    return localizedEntry(dict, locale) ?? defaultValue;
}
/**
 * Replaces the two dictionaries of `source` by the `*_localized` fields for `locale`, leaving other
 * fields as they are. A `*_localized` field is present only when the user sees a localized value.
 */
function localizeFields(source, locale) {
    const { name_localizations, description_localizations, name_localized: _staleName, description_localized: _staleDescription, ...rest } = source;
    const out = { ...rest };
    const name = localizedEntry(name_localizations, locale);
    if (name !== undefined)
        out.name_localized = name;
    const description = localizedEntry(description_localizations, locale);
    if (description !== undefined)
        out.description_localized = description;
    return out;
}
/** A choice in the list shape: `name_localized` instead of `name_localizations`. */
function localizeChoice(choice, locale) {
    const { name_localizations, name_localized: _stale, ...rest } = choice;
    const out = { ...rest };
    const name = localizedEntry(name_localizations, locale);
    if (name !== undefined)
        out.name_localized = name;
    return out;
}
/** An option (and its nested options and choices) in the list shape. */
function localizeOption(option, locale) {
    const out = localizeFields(option, locale);
    if ('options' in out && Array.isArray(out.options)) {
        out.options = out.options.map((nested) => localizeOption(nested, locale));
    }
    if ('choices' in out && Array.isArray(out.choices)) {
        out.choices = out.choices.map((choice) => localizeChoice(choice, locale));
    }
    return out;
}
/**
 * A command as list endpoints (GET all global / guild commands without `with_localizations=true`) return
 * it to a requester with `locale`: every `name_localizations` / `description_localizations` dictionary of
 * the command, its options, nested options and choices is removed, and `name_localized` /
 * `description_localized` are added where that locale (or its fallback) has an entry. Choices get
 * `name_localized` too: SERVICE.md localizes choice names, and the service's response schema for
 * choices carries that field.
 *
 * Pure: the input is not modified. `locale` may be any string (an unknown locale yields no
 * `*_localized` fields), or undefined when the requester's locale is unknown.
 */
export function localizeCommand(command, locale) {
    const out = localizeFields(command, locale);
    if (Array.isArray(command.options))
        out.options = command.options.map((option) => localizeOption(option, locale));
    return out;
}
