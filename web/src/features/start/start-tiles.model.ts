import type { AppRole } from '@shared/roles.js';
import type { IconName } from '../../components/icon.component.js';
import { tilesTexts as tiles } from '../../i18n/start.de.js';
import { todayLabel } from './today-label.model.js';

export type TileDialog = 'settings' | 'support' | 'sickNote';

/** A start page tile: a link to a route, or a button opening a dialog. */
export type StartTile = { key: string; label: string; icon: IconName } & (
  { to: string; dialog?: never } | { dialog: TileDialog; to?: never }
);

/**
 * The spec's grid by internal role. Guardians see their child's (student) grid, without Dateien.
 * `now` decides the today tile's label (Heute or Morgen).
 */
export const startTiles = (internalRole: 'student' | 'tutor', role: AppRole, now: Date): StartTile[] => {
  const weekplan: StartTile = { key: 'weekplan', label: tiles.weekplan, icon: 'weekplan', to: '/weekplan' };
  const pins: StartTile = { key: 'pins', label: tiles.pins, icon: 'pin', to: '/pins' };
  const calendar: StartTile = { key: 'calendar', label: tiles.calendar, icon: 'calendar', to: '/calendar' };
  const storage: StartTile = { key: 'storage', label: tiles.storage, icon: 'folder', to: '/storage' };
  const support: StartTile = { key: 'support', label: tiles.support, icon: 'support', dialog: 'support' };
  const substitutions: StartTile = { key: 'substitutions', label: tiles.substitutions, icon: 'substitutions', to: '/substitutions' };

  if (internalRole === 'tutor') {
    return [
      weekplan,
      { key: 'today', label: todayLabel(now), icon: 'today', to: '/todayOverview' },
      substitutions,
      pins,
      calendar,
      { key: 'groupOverview', label: tiles.groupOverview, icon: 'groups', to: '/groupOverview' },
      { key: 'polls', label: tiles.polls, icon: 'poll', to: '/polls' },
      storage,
      { key: 'classbook', label: tiles.classbook, icon: 'classbook', to: '/classbookStatistic' },
      { key: 'resources', label: tiles.resources, icon: 'devices', to: '/resources' },
      { key: 'settings', label: tiles.settings, icon: 'settings', dialog: 'settings' },
      support,
    ];
  }
  return [
    weekplan,
    substitutions,
    calendar,
    pins,
    { key: 'courseSubscribe', label: tiles.courseSubscribe, icon: 'subscribe', to: '/courseSubscribe' },
    { key: 'mycourses', label: tiles.mycourses, icon: 'school', to: '/mycourses' },
    ...(role === 'guardian'
      ? [{ key: 'sickNote', label: tiles.sickNote, icon: 'sickNote', dialog: 'sickNote' } satisfies StartTile]
      : [storage]),
    support,
  ];
};
