import { isBreakTime } from '../../../../shared/today.js';
import { texts } from '../../i18n/texts.de.js';

/** Label of the today tile and panel: 'Morgen' on a break day, otherwise 'Heute' (Europe/Berlin). */
export const todayLabel = (now: Date): string => (isBreakTime(now) ? texts.tiles.tomorrow : texts.tiles.today);
