export { useTodayMeetingCount } from './calendar.api.js';
export { BoardMeetings } from './board-meetings.component.js';
/** The translation menu for any text people read (pins and notifications use it too). */
export { TranslatableText, TranslationMenu } from './translation-menu.component.js';

export { CalendarsAdminCard } from './calendars-admin-card.component.js';
