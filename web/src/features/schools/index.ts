export { SchoolSettingsCard } from './school-settings-card.component.js';
