export { SchoolYearCard } from './school-year-card.component.js';
