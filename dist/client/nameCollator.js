/**
 * The one collator of the friends list and the friend search (base sensitivity: `ana` and `Ána` sort
 * together), made on the first comparison: making one loads ICU's collation data, 5 to 10 ms that a
 * process importing the SDK should not pay until it sorts a name (issue 45, cold start).
 */
let collator;
/** Compares two display names as the friends list orders them. */
export function compareNames(a, b) {
    collator ??= new Intl.Collator(undefined, { sensitivity: 'base' });
    return collator.compare(a, b);
}
