import type { PersonalDataExport } from '@shared/schemas/privacy.schema.js';
import { callApi } from '../../lib/call-api.js';

/** Everything stored about the caller (DSGVO Art. 15). */
export const exportMyData = () => callApi('exportMyData');

/** Everything stored about a person of the admin's school (the user administration offers it per person). */
export const exportPersonData = (uid: string) => callApi('exportPersonData', { params: { uid } });

/** Saves an export as a JSON file through the browser's download. */
export const saveExport = (data: PersonalDataExport, fileName: string) => {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
};

/** 'meine-daten-2026-11-26.json': the day of the export in the name. */
export const exportFileName = (prefix: string, data: PersonalDataExport) => `${prefix}-${data.exportedAt.slice(0, 10)}.json`;
