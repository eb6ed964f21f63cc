import { texts } from '../../i18n/texts.de.js';
import { useBootstrap } from '../auth/index.js';
import { WeekplanView } from './weekplan-view.component.js';

/** /weekplan: the caller's own plan. Tutors open an event's details from its tile. */
export const WeekplanPage = () => {
  const bootstrap = useBootstrap();
  return <WeekplanView title={texts.titles.weekplan} backTo="/" clickable={bootstrap.internalRole === 'tutor'} testId="weekplan-page" />;
};
