export { byClass, type SubstitutionGroup } from './substitution-groups.model.js';
export { SubstitutionEntries } from './substitution-entries.component.js';
