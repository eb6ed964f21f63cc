export { MyDataSection } from './my-data.section.js';
export { exportFileName, exportPersonData, saveExport } from './privacy.api.js';
