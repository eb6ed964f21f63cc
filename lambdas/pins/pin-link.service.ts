import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { pinEntity } from './pin.entity.js';

/** What a notification carries of a pin: its id (opened on /pins?pin={id}) and its title to show. */
export interface PinLink {
  pinId: string;
  pinTitle: string;
}

/**
 * The link to a pin that its author attaches to a notification: only the sender's own pin (one
 * get, read only); another tutor's pin or an unknown id is refused with a field code.
 */
export const ownPinLink = async (caller: Caller, pinId: string): Promise<PinLink> => {
  const { data } = await pinEntity.get({ schoolId: caller.schoolId, pinId }).go({ attributes: ['pinId', 'authorUid', 'title'] });
  if (data?.authorUid !== caller.uid) throw new AppError('validation-failed', { pinId: 'not_own' });
  return { pinId: data.pinId, pinTitle: data.title };
};
