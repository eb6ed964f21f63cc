export { LoginAlertCard } from './login-alert.card.js';
