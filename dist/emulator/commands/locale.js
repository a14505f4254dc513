/**
 * The requester's locale for list responses (SERVICE.md Localization 6): the `X-Service-Locale` header,
 * then `Accept-Language`, then the user's own setting. A value that names no known locale is passed
 * over for the next source.
 */
import { LOCALES } from '../../model/index.js';
const BY_LOWER = new Map(LOCALES.map((locale) => [locale.toLowerCase(), locale]));
/** The locale a request asks for, or undefined when none of the sources names a known locale. */
export function requesterLocale(headers, userLocale) {
    return (knownLocale(first(headers['x-service-locale'])) ??
        acceptLanguage(first(headers['accept-language'])) ??
        knownLocale(userLocale ?? undefined));
}
/** A locale code in any letter case (`en-us`), or its primary language when only that is known (`fr-CA`). */
export function knownLocale(tag) {
    if (tag === undefined)
        return undefined;
    const lower = tag.trim().toLowerCase();
    if (lower === '')
        return undefined;
    return BY_LOWER.get(lower) ?? BY_LOWER.get(lower.split('-')[0] ?? '');
}
/**
 * The best known locale of an `Accept-Language` value (RFC 9110 12.5.4): highest quality first, ties in
 * the order given; `q=0` means "not acceptable".
 */
export function acceptLanguage(value) {
    if (value === undefined)
        return undefined;
    const ranges = value
        .split(',')
        .slice(0, 32)
        .map((part, index) => {
        const [tag = '', ...params] = part.split(';');
        const q = params
            .map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1])
            .find((v) => v !== undefined);
        return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
        .filter((range) => range.tag !== '' && range.tag !== '*' && range.quality > 0 && range.quality <= 1)
        .sort((a, b) => b.quality - a.quality || a.index - b.index);
    for (const range of ranges) {
        const locale = knownLocale(range.tag);
        if (locale !== undefined)
            return locale;
    }
    return undefined;
}
function first(value) {
    return Array.isArray(value) ? value[0] : value;
}
