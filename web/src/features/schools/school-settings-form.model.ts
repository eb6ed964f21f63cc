import type { SchoolSettings, UpdateSchoolSettingsBody } from '@shared/schemas/school-settings.schema.js';
import { schoolSettingsTexts as t } from '../../i18n/schools.de.js';

/** What the settings form edits: every setting of the card, without the revision a save names. */
export type SchoolSettingsValues = Omit<UpdateSchoolSettingsBody, 'revision'>;

export const settingsValues = ({
  name,
  weatherCityId,
  myGroups,
  encryptData,
  untisHolidays,
  pushSettings,
}: SchoolSettings): SchoolSettingsValues => ({
  name,
  weatherCityId,
  myGroups,
  encryptData,
  untisHolidays,
  pushSettings,
});

/** The fields by their labels, for naming what someone else saved meanwhile. */
export const settingsFieldLabels: Record<keyof SchoolSettingsValues, string> = {
  name: t.name,
  weatherCityId: t.weatherCity,
  myGroups: t.myGroups,
  untisHolidays: t.untisHolidays,
  encryptData: t.encryptData,
  pushSettings: t.push,
};
