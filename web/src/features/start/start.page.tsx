import { useState } from 'react';
import { UnavailableDialog } from '../../components/unavailable.dialog.js';
import { texts } from '../../i18n/texts.de.js';
import { useBootstrap } from '../auth/auth.context.js';
import { startTiles, type TileDialog } from './start-tiles.js';
import { StartTileView } from './start-tile.component.js';
import { TodayPanel } from './today-panel.component.js';
import { todayLabel } from './today-label.js';

const dialogTitles: Record<TileDialog, string> = { settings: texts.tiles.settings, support: texts.tiles.support };

/** /: the tile grid by internal role; tutors also get the today panel on wide screens. */
export const StartPage = () => {
  const bootstrap = useBootstrap();
  const [dialog, setDialog] = useState<TileDialog | null>(null);
  const now = new Date();
  const isTutor = bootstrap.internalRole === 'tutor';
  const tiles = startTiles(bootstrap.internalRole, bootstrap.user.role, now);

  return (
    <main className={isTutor ? 'page start start--with-panel' : 'page start'}>
      <h1 className="visually-hidden">{texts.titles.start}</h1>
      <ul className="tile-grid" aria-label={texts.titles.start} data-testid="start-tiles">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <StartTileView tile={tile} onOpenDialog={setDialog} />
          </li>
        ))}
      </ul>
      {isTutor && <TodayPanel label={todayLabel(now)} />}
      <UnavailableDialog
        title={dialog ? dialogTitles[dialog] : ''}
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
      />
    </main>
  );
};
