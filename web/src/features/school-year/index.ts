export { SchoolYearCard } from './school-year.card.js';
