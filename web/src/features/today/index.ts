export { TodayDay } from './today-day.component.js';
