import { defaultSchoolPushDays } from '../../shared/push-settings.js';
import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

const pushDays = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      starttime: { type: 'string', required: true },
      endtime: { type: 'string', required: true },
      allowToDisable: { type: 'boolean', required: true },
    },
  },
} as const;

/**
 * A school (tenant). Access patterns:
 * - get a school by id (bootstrap, every school-scoped screen)
 * The settings (encryptData, myGroups, weatherCityId, pushSettings, logoKey, untisHolidays) live on
 * this item: the school's admins change them in the card 'Schuleinstellungen' (`settingsRevision`).
 */
export const schoolEntity = new TableEntity(
  {
    model: { entity: 'school', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      label: { type: 'string' },
      activeSchoolYearId: { type: 'string' },
      encryptData: { type: 'boolean', default: false },
      myGroups: { type: ['all', 'own'] as const, default: 'own' },
      /** OpenWeatherMap city id of the school's town (today overview weather). */
      weatherCityId: { type: 'string' },
      /** The German state (Bundesland) whose school calendar the first school year followed, e.g. 'NW'. */
      state: { type: 'string' },
      /** Key of the school's logo (a PNG) in the files bucket; absent: the side menu shows initials. */
      logoKey: { type: 'string' },
      /** The timetable import takes GPU018's holidays (no lessons on those days); off: GPU018 is ignored. */
      untisHolidays: { type: 'boolean', default: true },
      /** The spec's school pushSettings by role: a window per weekday, Monday first. */
      pushSettings: {
        type: 'map',
        properties: { student: pushDays, tutor: pushDays, guardian: pushDays },
        default: () => ({ student: defaultSchoolPushDays, tutor: defaultSchoolPushDays, guardian: defaultSchoolPushDays }),
      },
      /**
       * Counted up by each save of the card's settings form (0014), not by the logo, the year's switch or the
       * onboarding; a school stored before has none and is at its first (`countedRevision`).
       */
      settingsRevision: { type: 'number' },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);

/** A school as the services read it (school.service.ts maps the stored item); part of every caller. */
export interface School {
  id: string;
  name: string;
  label?: string;
  activeSchoolYearId?: string;
  myGroups: 'all' | 'own';
  weatherCityId?: string;
  /** The logo's key in the files bucket (school-logo-url.service.ts makes its URL). */
  logoKey?: string;
  /** Whether the timetable import takes GPU018's holidays. */
  untisHolidays: boolean;
  /** Whether the people's personal fields are stored encrypted (users/user-fields.ts). */
  encryptData: boolean;
}
