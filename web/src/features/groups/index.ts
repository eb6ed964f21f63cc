export { useMyGroups } from './groups.api.js';
