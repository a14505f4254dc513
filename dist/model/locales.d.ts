/** Locale codes accepted as keys of localization dictionaries (the real service's list, FACTS.md). */
export declare const LOCALES: readonly ['id', 'da', 'de', 'en-GB', 'en-US', 'es-ES', 'es-419', 'fr', 'hr', 'it', 'lt', 'hu', 'nl', 'no', 'pl', 'pt-BR', 'ro', 'fi', 'sv-SE', 'vi', 'tr', 'cs', 'el', 'bg', 'ru', 'uk', 'hi', 'th', 'zh-CN', 'ja', 'zh-TW', 'ko'];
/** One accepted locale code. */
export type Locale = (typeof LOCALES)[number];
/** True when `value` is an accepted locale code (exact, case-sensitive, as the service compares). */
export declare function isLocale(value: unknown): value is Locale;
/** A localization dictionary: locale -> localized string. Partial; missing locales use the default. */
export type LocalizationMap = Partial<Record<Locale, string>>;
/**
 * Fallback locale used when a dictionary lacks the requester's locale (SERVICE.md Localization table);
 * when the fallback is missing too, the default value is used.
 */
export declare const LOCALE_FALLBACK: Readonly<Partial<Record<Locale, Locale>>>;
