export { StudentCodesDialog } from './student-codes.dialog.js';
