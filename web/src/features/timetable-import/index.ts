import { lazy } from 'react';

export { TimetableImportCard } from './timetable-import.card.js';

export const TimetableImportPage = lazy(() => import('./timetable-import.page.js').then((m) => ({ default: m.TimetableImportPage })));
