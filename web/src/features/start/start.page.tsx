import { useState } from 'react';
import { texts } from '../../i18n/texts.de.js';
import { AppSettingsDialog } from '../account/index.js';
import { useBootstrap } from '../auth/index.js';
import { BoardMeetings, useTodayMeetingCount } from '../calendar/index.js';
import { SickNoteDialog } from '../classbook/index.js';
import { useUnreadPinCount } from '../pins/index.js';
import { signedInTicketDefaults, SupportTicketDialog } from '../support/index.js';
import { StartTileView } from './start-tile.component.js';
import { startTiles, type TileDialog } from './start-tiles.model.js';
import { TodayPanel } from './today-panel.component.js';
import '../../components/tile.css';
import './start.css';

/** /: the tile grid by internal role, the meetings 'Am Schwarzen Brett'; tutors also get the today panel on wide screens. */
export const StartPage = () => {
  const bootstrap = useBootstrap();
  const [dialog, setDialog] = useState<TileDialog | null>(null);
  const now = new Date();
  const isTutor = bootstrap.internalRole === 'tutor';
  const tiles = startTiles(bootstrap.internalRole, bootstrap.user.role, now);
  const meetingsToday = useTodayMeetingCount();
  const unreadPins = useUnreadPinCount();
  const badges: Partial<Record<string, number | undefined>> = { calendar: meetingsToday, pins: unreadPins };

  return (
    <main className={isTutor ? 'page start start--with-panel' : 'page start'}>
      <h1 className="visually-hidden">{texts.titles.start}</h1>
      <ul className="tile-grid" aria-label={texts.titles.start} data-testid="start-tiles">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <StartTileView tile={tile} onOpenDialog={setDialog} badge={tile.key in badges ? (badges[tile.key] ?? 'loading') : undefined} />
          </li>
        ))}
      </ul>
      {isTutor && <TodayPanel />}
      <BoardMeetings />
      {dialog === 'settings' && <AppSettingsDialog onClose={() => setDialog(null)} />}
      {dialog === 'sickNote' && <SickNoteDialog onClose={() => setDialog(null)} />}
      {dialog === 'support' && <SupportTicketDialog defaults={signedInTicketDefaults(bootstrap)} onClose={() => setDialog(null)} />}
    </main>
  );
};
