/** The name a deleted account shows wherever it appears (spec §3 userRecord.displayName default). */
export const DELETED_USER_NAME = 'Gelöschter Benutzer';

/** Days between an admin's deletion mark and the deletion job removing the account. */
export const DELETION_GRACE_DAYS = 30;
