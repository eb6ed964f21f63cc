export { AppSettingsDialog } from './app-settings.dialog.js';
export { EditAccountDialog } from './edit-account.dialog.js';
