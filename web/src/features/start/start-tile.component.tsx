import { Link } from 'react-router';
import { Icon } from '../../components/icon.component.js';
import { texts } from '../../i18n/texts.de.js';
import type { StartTile, TileDialog } from './start-tiles.model.js';
import '../../components/tile.css';

/** A tile's count (today's meeting dates on Termine): shown when above 0; 'loading' while it is fetched. */
export type TileBadge = number | 'loading' | undefined;

const Badge = ({ badge, label }: { badge: TileBadge; label: string }) =>
  badge === 'loading' ? (
    <span className="tile__badge tile__badge--loading" role="status" aria-label={texts.loading} data-testid={`badge-${label}`} />
  ) : badge ? (
    <span className="tile__badge" data-testid={`badge-${label}`}>
      {badge}
    </span>
  ) : null;

/** One tile of the start grid: a link to its route, or a button opening its dialog. */
export const StartTileView = ({
  tile,
  onOpenDialog,
  badge,
}: {
  tile: StartTile;
  onOpenDialog: (dialog: TileDialog) => void;
  badge?: TileBadge;
}) => {
  const content = (
    <>
      <span className="tile__icon">
        <Icon name={tile.icon} size={28} />
      </span>
      <span className="tile__label">{tile.label}</span>
      <Badge badge={badge} label={tile.key} />
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
