import { Fragment } from 'react';
import { Link } from 'react-router';
import type { TimeBlock, WeekplanEvent } from '@shared/schemas/timetable.schema.js';
import { weekplanTexts } from '../../i18n/weekplan.de.js';
import { tileView, tint, type Struck } from './weekplan-layout.model.js';
import './weekplan.css';

const StruckList = ({ items, label }: { items: Struck<string>[]; label: string }) =>
  items.length === 0 ? null : (
    <span className="event-tile__line" aria-label={label}>
      {items.map((item, index) => (
        <Fragment key={`${item.value}-${index}`}>
          {index > 0 && ', '}
          {item.struck ? (
            <del>
              <span className="visually-hidden">{weekplanTexts.replaced}: </span>
              {item.value}
            </del>
          ) : (
            <span>{item.value}</span>
          )}
        </Fragment>
      ))}
    </span>
  );

/** One event of the plan: subject colour, name, rooms, tutors, notice and its changes. Tutors can open it. */
export const EventTile = ({ event, block, clickable }: { event: WeekplanEvent; block: TimeBlock | undefined; clickable: boolean }) => {
  const view = tileView(event, block);
  const content = (
    <>
      {view.kind && <span className="event-tile__kind">{weekplanTexts.kinds[view.kind]}</span>}
      <span className="event-tile__name">{view.name.struck ? <del>{view.name.value}</del> : view.name.value}</span>
      {view.timeRange && <span className="event-tile__line">{view.timeRange}</span>}
      <StruckList items={view.rooms} label={weekplanTexts.rooms} />
      <StruckList items={view.tutors} label={weekplanTexts.tutors} />
      {view.changes.map((change, index) => (
        <span key={`${change.type}-${index}`} className={`event-tile__change event-tile__change--${change.type}`}>
          {weekplanTexts.changes[change.type]}
          {change.text && `: ${change.text}`}
          {change.tutorsOnly && ` (${weekplanTexts.tutorsOnly})`}
        </span>
      ))}
      {view.studentChanges.map((change, index) => (
        <span key={`${change.type}-${index}`} className="event-tile__change event-tile__change--student">
          {clickable ? weekplanTexts.studentChanges[change.type](change.count) : weekplanTexts.studentChanges.ownAllocating}
          {change.text && `: ${change.text}`}
        </span>
      ))}
      {view.notice && <span className="event-tile__line event-tile__notice">{view.notice}</span>}
    </>
  );
  const className = view.cancelled ? 'event-tile event-tile--cancelled' : 'event-tile';
  const style = { background: view.cancelled ? '#f1f1f1' : tint(view.color), borderLeftColor: view.color };
  return clickable ? (
    <Link
      to={`/eventDetail/${event.collection}/${encodeURIComponent(event.id)}`}
      className={`${className} event-tile--link`}
      style={style}
      data-testid="event-tile"
    >
      {content}
    </Link>
  ) : (
    <div className={className} style={style} data-testid="event-tile">
      {content}
    </div>
  );
};
