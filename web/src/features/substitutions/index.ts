export { byClass, type SubstitutionGroup } from './substitution-groups.js';
export { SubstitutionEntries } from './substitution-entries.component.js';
