import { isBreakTime } from '@shared/today.js';
import { tilesTexts } from '../../i18n/start.de.js';

/** Label of the today tile and panel: 'Morgen' on a break day, otherwise 'Heute' (Europe/Berlin). */
export const todayLabel = (now: Date): string => (isBreakTime(now) ? tilesTexts.tomorrow : tilesTexts.today);
