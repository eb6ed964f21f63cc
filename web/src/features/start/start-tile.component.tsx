import { Link } from 'react-router';
import { Icon } from '../../components/icon.component.js';
import type { StartTile, TileDialog } from './start-tiles.js';
import '../../components/tile.css';

/** One tile of the start grid: a link to its route, or a button opening its dialog. */
export const StartTileView = ({ tile, onOpenDialog }: { tile: StartTile; onOpenDialog: (dialog: TileDialog) => void }) => {
  const content = (
    <>
      <span className="tile__icon">
        <Icon name={tile.icon} size={28} />
      </span>
      <span className="tile__label">{tile.label}</span>
    </>
  );
  const testId = `tile-${tile.key}`;
  if (tile.dialog) {
    const { dialog } = tile;
    return (
      <button type="button" className="tile" aria-haspopup="dialog" onClick={() => onOpenDialog(dialog)} data-testid={testId}>
        {content}
      </button>
    );
  }
  return (
    <Link to={tile.to} className="tile" data-testid={testId}>
      {content}
    </Link>
  );
};
