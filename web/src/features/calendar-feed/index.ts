export { CalendarFeedSection } from './calendar-feed.section.js';
