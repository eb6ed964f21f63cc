import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import type { TimeBlock, WeekplanEvent } from '@shared/schemas/timetable.schema.js';
import { weekplanTexts } from '../../i18n/weekplan.de.js';
import { EventTile } from './event-tile.component.js';
import { eventsInCell, planRows } from './weekplan-layout.model.js';
import './weekplan.css';

interface WeekplanGridProps {
  days: string[];
  today: string;
  blocks: TimeBlock[];
  events: WeekplanEvent[];
  clickable: boolean;
}

/** Rows: the time blocks (name, start–end) and the no-block row; columns: the days, today highlighted. */
export const WeekplanGrid = ({ days, today, blocks, events, clickable }: WeekplanGridProps) => {
  const blocksById = new Map(blocks.map((block) => [block.id, block]));
  return (
    <table className={`weekplan-grid weekplan-grid--days-${days.length}`} data-testid="weekplan-grid">
      <thead>
        <tr>
          <td className="weekplan-grid__corner" />
          {days.map((day) => (
            <th
              key={day}
              scope="col"
              className={day === today ? 'weekplan-grid__day weekplan-grid__day--today' : 'weekplan-grid__day'}
              aria-current={day === today ? 'date' : undefined}
            >
              <span className="weekplan-grid__weekday">{format(parseISO(day), 'EEEE', { locale: de })}</span>
              <span className="weekplan-grid__date">
                {format(parseISO(day), 'dd.MM.', { locale: de })}
                {day === today && <span className="visually-hidden"> ({weekplanTexts.todayMarker})</span>}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {planRows(blocks).map(({ key, block }) => (
          <tr key={key}>
            <th scope="row" className="weekplan-grid__block">
              <span className="weekplan-grid__block-name">{block ? block.name : weekplanTexts.noBlock}</span>
              {block && (
                <span className="weekplan-grid__block-time">
                  {block.starttime}–{block.endtime}
                </span>
              )}
            </th>
            {days.map((day) => (
              <td key={day} className={day === today ? 'weekplan-grid__cell weekplan-grid__cell--today' : 'weekplan-grid__cell'}>
                {eventsInCell(events, blocks, day, block?.id ?? null).map((event) => (
                  <EventTile
                    key={event.id}
                    event={event}
                    block={event.blockId ? blocksById.get(event.blockId) : undefined}
                    clickable={clickable}
                  />
                ))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
