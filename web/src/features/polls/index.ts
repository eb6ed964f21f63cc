import { lazy } from 'react';

export const PollsPage = lazy(() => import('./polls.page.js').then((m) => ({ default: m.PollsPage })));
export const PollPage = lazy(() => import('./poll.page.js').then((m) => ({ default: m.PollPage })));
