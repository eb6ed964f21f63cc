/** The attributes of a deletion mark set now: the deletion job deletes the account 30 days after `deletionMarkedAt`. */
export const deletionMarkOf = (now = new Date()) => ({ reservedForDeletion: true, deletionMarkedAt: now.toISOString() });
