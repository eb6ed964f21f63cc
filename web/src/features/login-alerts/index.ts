export { LoginAlertCard } from './login-alert-card.component.js';
