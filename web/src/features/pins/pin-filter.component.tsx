import { CheckboxField, SwitchField, TextField } from '@aws-amplify/ui-react';
import type { Pinboard } from '@shared/schemas/pin.schema.js';
import { Icon } from '../../components/icon.component.js';
import { SelectAllCheckbox } from '../../components/select-all.component.js';
import { pinTexts as t } from '../../i18n/pins.de.js';
import { toggleOne } from '../../lib/selection.js';
import { colorOf, cut, SEARCH_MIN, TRUNCATE, type PinFilter } from './pin-view.model.js';

interface PinFilterMenuProps {
  pinboards: readonly Pinboard[];
  filter: PinFilter;
  onChange: (filter: PinFilter) => void;
  /** Tutors: a plus per board they may post to opens a new pin on it. */
  onCreate?: (pinboardId: string) => void;
}

/** The side menu: search (from 3 characters), 'Nur Ungelesene', 'Alle' (indeterminate when some) and a box per pinboard. */
export const PinFilterMenu = ({ pinboards, filter, onChange, onCreate }: PinFilterMenuProps) => {
  const tooShort = filter.search.trim().length > 0 && filter.search.trim().length < SEARCH_MIN;
  return (
    <div className="pin-filter" data-testid="pin-filter">
      <TextField
        label={t.search}
        type="search"
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.target.value })}
        hasError={tooShort}
        errorMessage={t.searchTooShort}
        data-testid="pin-search"
      />
      <SwitchField
        label={t.unreadOnly}
        isChecked={filter.unreadOnly}
        onChange={(event) => onChange({ ...filter, unreadOnly: event.target.checked })}
        data-testid="pin-unread-only"
      />
      <fieldset className="pin-filter__boards">
        <legend>{t.pinboards}</legend>
        <SelectAllCheckbox
          label={t.all}
          items={pinboards}
          selected={filter.boards}
          onChange={(boards) => onChange({ ...filter, boards })}
          testId="pin-filter-all"
        />
        {pinboards.map((board) => (
          <div key={board.id} className="pin-filter__row">
            <span className="pin-filter__swatch" style={{ background: colorOf(board.color) }} aria-hidden="true" />
            <CheckboxField
              label={cut(board.displayName, TRUNCATE.boardName)}
              name={`pinboard-${board.id}`}
              value={board.id}
              checked={filter.boards.has(board.id)}
              onChange={() => onChange({ ...filter, boards: toggleOne(filter.boards, board.id) })}
            />
            {onCreate && board.canPost && (
              <button
                type="button"
                className="pin-filter__add"
                aria-label={t.createOn(board.displayName)}
                onClick={() => onCreate(board.id)}
              >
                <Icon name="add" size={18} />
              </button>
            )}
          </div>
        ))}
      </fieldset>
    </div>
  );
};
