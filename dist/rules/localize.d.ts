/**
 * Localization resolution (SERVICE.md "Localization"): which string a user with a given locale sees, and
 * the shape of list (GET all) responses, which carry `name_localized` / `description_localized` instead of
 * the full dictionaries.
 */
import type { ApplicationCommand, LocalizationMap } from '../model/index.js';
/**
 * The localized entry a user with `locale` sees, or undefined when they see the default: the entry for
 * `locale` itself, else the entry of its fallback locale (en-US <-> en-GB, es-419 -> es-ES).
 *
 * An entry equal to the default still counts: SERVICE.md asks apps to give the default under its own
 * locale key precisely so that it, and not the fallback, is shown to that locale.
 */
export declare function localizedEntry(dict: LocalizationMap | null | undefined, locale: string | null | undefined): string | undefined;
/**
 * The string a user with `locale` sees for a field whose default value is `defaultValue` and whose
 * dictionary is `dict`: the locale's entry, else its fallback's entry, else the default.
 *
 * @example resolveLocalized({ 'en-GB': 'colour' }, 'color', 'en-US') // 'colour'
 */
export declare function resolveLocalized(dict: LocalizationMap | null | undefined, defaultValue: string, locale: string | null | undefined): string;
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
export declare function localizeCommand(command: ApplicationCommand, locale: string | null | undefined): ApplicationCommand;
