export { CalendarFeedSection } from './calendar-feed-section.component.js';
