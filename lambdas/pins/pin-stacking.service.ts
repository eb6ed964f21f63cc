import type { EntityItem } from 'electrodb';
import type { StackedPin } from '../../shared/schemas/pin.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { stackedCopyOf } from './pin-days.model.js';
import { getReadablePin } from './pin-read.service.js';
import { readerOf } from './pin-state.service.js';
import { newPinId } from './pin.model.js';
import { stackedPinEntity } from './stacked-pin.entity.js';

const toStacked = (item: EntityItem<typeof stackedPinEntity>): StackedPin => ({
  id: item.stackedId,
  title: item.title,
  content: item.content,
  stackedOn: item.stackedOn,
  color: { name: item.colorName, shade: 600 },
});

/** 'Ablegen': a personal copy with start today and the pin's colour, without boards, polls, author or validity. */
export const stackPin = async (caller: Caller, pinId: string) => {
  const pin = await getReadablePin(caller, pinId);
  const reader = readerOf(caller);
  const now = new Date();
  const item = {
    schoolId: reader.schoolId,
    ownerUid: reader.readerUid,
    subjectUid: reader.subjectUid,
    stackedId: newPinId(now.toISOString()),
    ...stackedCopyOf(pin, now),
  };
  await stackedPinEntity.create(item).go();
  return toStacked(item);
};

export const listStackedPins = async (caller: Caller) => {
  const { schoolId, readerUid, subjectUid } = readerOf(caller);
  const { data } = await stackedPinEntity.query.byOwner({ schoolId, ownerUid: readerUid, subjectUid }).go({ pages: 'all', order: 'desc' });
  return { pins: data.map(toStacked) };
};

export const deleteStackedPin = async (caller: Caller, stackedId: string) => {
  const { schoolId, readerUid, subjectUid } = readerOf(caller);
  try {
    await stackedPinEntity
      .delete({ schoolId, ownerUid: readerUid, subjectUid, stackedId })
      .where((attr, { exists }) => exists(attr.stackedId))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('not-found');
    throw error;
  }
  return { deleted: true as const };
};
