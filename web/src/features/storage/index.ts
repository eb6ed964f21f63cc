export type { FilePickerProps } from './file-picker.dialog.js';
