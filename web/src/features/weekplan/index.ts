export { EventTile } from './event-tile.component.js';
export { WeekplanView } from './weekplan-view.component.js';
