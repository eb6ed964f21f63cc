export { SchoolSettingsCard } from './school-settings.card.js';
