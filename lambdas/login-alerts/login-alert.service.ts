import { randomUUID } from 'node:crypto';
import type { LoginAlert, LoginAlertAnswer } from '../../shared/schemas/login-alert.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { loginAlertReceiptEntity } from './login-alert-receipt.entity.js';
import { loginAlertEntity } from './login-alert.entity.js';

const currentAlert = async (schoolId: string): Promise<LoginAlert | null> => {
  const { data } = await loginAlertEntity.get({ schoolId }).go();
  return data ? { id: data.alertId, title: data.title, body: data.body, createdAt: data.createdAt } : null;
};

/** The admin card: the school's current message. */
export const getLoginAlert = async (caller: Caller): Promise<LoginAlertAnswer> => ({ alert: await currentAlert(caller.schoolId) });

/** Saving makes a new message (a new id): everyone of the school sees it once, also who confirmed the one before. */
export const saveLoginAlert = async (caller: Caller, { title, body }: { title: string; body: string }): Promise<LoginAlertAnswer> => {
  const alert: LoginAlert = { id: randomUUID(), title, body, createdAt: new Date().toISOString() };
  await loginAlertEntity
    .put({ schoolId: caller.schoolId, alertId: alert.id, title, body, createdAt: alert.createdAt, createdBy: caller.uid })
    .go();
  return { alert };
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
