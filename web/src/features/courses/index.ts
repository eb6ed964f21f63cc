import { lazy } from 'react';

export const CourseSubscribePage = lazy(() => import('./course-subscribe.page.js').then((m) => ({ default: m.CourseSubscribePage })));
export const MyCoursesPage = lazy(() => import('./my-courses.page.js').then((m) => ({ default: m.MyCoursesPage })));
