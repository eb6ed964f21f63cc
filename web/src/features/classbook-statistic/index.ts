export { ClassStatisticLinks } from './class-statistic-links.component.js';
