export { MyDataSection } from './my-data-section.component.js';
export { exportFileName, exportPersonData, saveExport } from './privacy.api.js';
