import { isConditionFailure } from '../_lib/condition-failure.js';
import { ANNOUNCEMENT_KEEP_DAYS, lessonChangeAnnouncementEntity } from './lesson-change-announcement.entity.js';

interface AnnouncementKey {
  schoolId: string;
  announcementId: string;
}

/**
 * The announcement of one change revision: created with `announcedAt` if no run announced it
 * before (a conditional put), else the one that exists, whatever run created it. Concurrent runs
 * therefore agree on `announcedAt` and so on the received items' ids.
 */
export const claimAnnouncement = async (key: AnnouncementKey, announcedAt: string) => {
  const expiresAt = Math.floor(Date.parse(announcedAt) / 1000) + ANNOUNCEMENT_KEEP_DAYS * 86_400;
  try {
    await lessonChangeAnnouncementEntity.create({ ...key, announcedAt, done: false, expiresAt }).go();
    return { announcedAt, done: false };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { data } = await lessonChangeAnnouncementEntity.get(key).go({ consistent: true });
  if (!data) throw new Error('lesson-change announcement vanished');
  return { announcedAt: data.announcedAt, done: data.done };
};

/** Every inbox of the announcement was written and its pushes requested: later runs skip it. */
export const markAnnounced = async (key: AnnouncementKey) => {
  await lessonChangeAnnouncementEntity.patch(key).set({ done: true }).go();
};
