/**
 * The requester's locale for list responses (SERVICE.md Localization 6): the `X-Service-Locale` header,
 * then `Accept-Language`, then the user's own setting. A value that names no known locale is passed
 * over for the next source.
 */
import { type Locale } from '../../model/index.js';
/** Header values as node gives them. */
type HeaderValue = string | string[] | undefined;
/** The locale a request asks for, or undefined when none of the sources names a known locale. */
export declare function requesterLocale(headers: {
    'x-service-locale'?: HeaderValue;
    'accept-language'?: HeaderValue;
}, userLocale: string | null | undefined): Locale | undefined;
/** A locale code in any letter case (`en-us`), or its primary language when only that is known (`fr-CA`). */
export declare function knownLocale(tag: string | undefined): Locale | undefined;
/**
 * The best known locale of an `Accept-Language` value (RFC 9110 12.5.4): highest quality first, ties in
 * the order given; `q=0` means "not acceptable".
 */
export declare function acceptLanguage(value: string | undefined): Locale | undefined;
export {};
