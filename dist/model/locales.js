/** Locale codes accepted as keys of localization dictionaries (the real service's list, FACTS.md). */
export const LOCALES = [
    'id',
    'da',
    'de',
    'en-GB',
    'en-US',
    'es-ES',
    'es-419',
    'fr',
    'hr',
    'it',
    'lt',
    'hu',
    'nl',
    'no',
    'pl',
    'pt-BR',
    'ro',
    'fi',
    'sv-SE',
    'vi',
    'tr',
    'cs',
    'el',
    'bg',
    'ru',
    'uk',
    'hi',
    'th',
    'zh-CN',
    'ja',
    'zh-TW',
    'ko',
];
const LOCALE_SET = new Set(LOCALES);
/** True when `value` is an accepted locale code (exact, case-sensitive, as the service compares). */
export function isLocale(value) {
    return typeof value === 'string' && LOCALE_SET.has(value);
}
/**
 * Fallback locale used when a dictionary lacks the requester's locale (SERVICE.md Localization table);
 * when the fallback is missing too, the default value is used.
 */
export const LOCALE_FALLBACK = {
    'en-US': 'en-GB',
    'en-GB': 'en-US',
    'es-419': 'es-ES',
};
