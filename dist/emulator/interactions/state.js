export const INTERACTIONS_COLLECTION = 'interactions';
/** Oldest interactions are dropped past this many. */
export const INTERACTION_CAPACITY = 1000;
/** The interactions collection of a store (created on first use, so it persists and resets with it). */
export function interactionCollection(store) {
    return store.collection(INTERACTIONS_COLLECTION);
}
/** Stores a record, dropping the oldest past the capacity. */
export function storeInteraction(records, record) {
    records.set(record.id, record);
    while (records.size > INTERACTION_CAPACITY) {
        const oldest = records.keys().next().value;
        if (oldest === undefined)
            break;
        records.delete(oldest);
    }
}
