import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { LoginAlert, LoginAlertAnswer, LoginAlertBody, UpdateLoginAlertBody } from '../../shared/schemas/login-alert.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { countedRevision, outdatedEdit, requireRevision, stillAtRevision } from '../_lib/revision.js';
import { loginAlertReceiptEntity } from './login-alert-receipt.entity.js';
import { loginAlertEntity } from './login-alert.entity.js';

type LoginAlertItem = EntityItem<typeof loginAlertEntity>;

const toAlert = (item: LoginAlertItem): LoginAlert => ({
  id: item.alertId,
  title: item.title,
  body: item.body,
  createdAt: item.createdAt,
  revision: countedRevision(item.revision),
});

const storedAlert = async (schoolId: string) => (await loginAlertEntity.get({ schoolId }).go()).data;

const currentAlert = async (schoolId: string): Promise<LoginAlert | null> => {
  const item = await storedAlert(schoolId);
  return item ? toAlert(item) : null;
};

/** A new message (a new id): everyone of the school sees it once, also who confirmed the one before. */
const newAlert = (caller: Caller, { title, body }: LoginAlertBody, revision: number): LoginAlertItem => ({
  schoolId: caller.schoolId,
  alertId: randomUUID(),
  title,
  body,
  createdAt: new Date().toISOString(),
  createdBy: caller.uid,
  revision,
});

/** The admin card: the school's current message. */
export const getLoginAlert = async (caller: Caller): Promise<LoginAlertAnswer> => ({ alert: await currentAlert(caller.schoolId) });

/** Writes the school's message when it has none, at revision 1; one written meanwhile answers 'conflict'. */
export const createLoginAlert = async (caller: Caller, body: LoginAlertBody): Promise<LoginAlertAnswer> => {
  const item = newAlert(caller, body, 1);
  await loginAlertEntity
    .create(item)
    .go()
    .catch((error: unknown) => {
      throw isConditionFailure(error) ? new AppError('conflict') : error;
    });
  return { alert: toAlert(item) };
};

/**
 * Changes the message with this id, which makes a new one (docs/decisions/0014-an-edit-names-its-revision.md):
 * the edit names the revision it was loaded at, and the write is guarded by the id and that revision. Saved or
 * replaced meanwhile answers 'outdated', removed meanwhile 'not-found'.
 */
export const updateLoginAlert = async (
  caller: Caller,
  alertId: string,
  { revision, ...body }: UpdateLoginAlertBody,
): Promise<LoginAlertAnswer> => {
  const stored = await storedAlert(caller.schoolId);
  if (!stored) throw new AppError('not-found');
  if (stored.alertId !== alertId) throw outdatedEdit();
  requireRevision(countedRevision(stored.revision), revision);
  const { schoolId, ...changed } = newAlert(caller, body, revision + 1);
  await loginAlertEntity
    .patch({ schoolId })
    .set(changed)
    .where(
      (attributes, operators) =>
        `${operators.eq(attributes.alertId, alertId)} AND ${stillAtRevision(attributes.revision, revision, operators)}`,
    )
    .go()
    .catch(async (error: unknown) => {
      if (!isConditionFailure(error)) throw error;
      throw (await storedAlert(schoolId)) ? outdatedEdit() : new AppError('not-found');
    });
  return { alert: toAlert({ schoolId, ...changed }) };
};

/** No message at sign-in any more: removes the message with this id, 'not-found' when another one replaced it. */
export const deleteLoginAlert = async (caller: Caller, alertId: string): Promise<LoginAlertAnswer> => {
  try {
    await loginAlertEntity
      .delete({ schoolId: caller.schoolId })
      .where((attributes, { eq }) => eq(attributes.alertId, alertId))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('not-found');
    throw error;
  }
  return { alert: null };
};

/** At sign-in: the school's message unless the caller confirmed it already (the two reads go out together). */
export const getPendingLoginAlert = async (caller: Caller): Promise<LoginAlertAnswer> => {
  const [alert, receipt] = await Promise.all([
    currentAlert(caller.schoolId),
    loginAlertReceiptEntity.get({ schoolId: caller.schoolId, uid: caller.uid }).go(),
  ]);
  return { alert: alert && receipt.data?.alertId !== alert.id ? alert : null };
};

/** 'OK': the caller has seen the current message and never gets it again; an outdated or unknown id is 'not-found'. */
export const confirmLoginAlert = async (caller: Caller, alertId: string): Promise<LoginAlertAnswer> => {
  const alert = await currentAlert(caller.schoolId);
  if (alert?.id !== alertId) throw new AppError('not-found');
  await loginAlertReceiptEntity.put({ schoolId: caller.schoolId, uid: caller.uid, alertId, seenAt: new Date().toISOString() }).go();
  return { alert: null };
};
