/** Days between an admin's deletion mark and the deletion of the account (the deletion job's grace period). */
export const DELETION_GRACE_DAYS = 30;
