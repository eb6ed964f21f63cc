import Papa from 'papaparse';
import { importedDeviceSchema, MAX_IMPORTED_DEVICES, type ImportedDevice } from '../schemas/reservation.schema.js';
import { withoutControlCharacters } from '../schemas/text.schema.js';

/** Header names per field (compared without case): German and the spec's field names. */
const headers: Record<keyof ImportedDevice, string[]> = {
  displayName: ['name', 'displayname', 'gerät', 'bezeichnung'],
  type: ['typ', 'type', 'geräte-typ', 'gerätetyp'],
  deviceId: ['geräte-id', 'deviceid', 'id', 'inventarnummer'],
  buildingName: ['gebäude', 'building'],
};

export interface DeviceListResult {
  devices: ImportedDevice[];
  faultyRows: number[];
  tooMany: boolean;
}

const clean = (value: unknown) => withoutControlCharacters((typeof value === 'string' ? value : '').replace(/\s+/g, ' ')).trim();

/**
 * Reads a device list (CSV with a header row; delimiter detected; unknown columns ignored): one
 * device per non-empty line. Lines without name or type are reported by their line number.
 */
export const parseDeviceListCsv = (text: string): DeviceListResult => {
  const parsed = Papa.parse<unknown[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: 'greedy' });
  const lines = parsed.data.map((line) => (Array.isArray(line) ? line.map(clean) : []));
  const header = (lines[0] ?? []).map((cell) => cell.toLocaleLowerCase('de'));
  const column = (field: keyof ImportedDevice) => header.findIndex((cell) => headers[field].includes(cell));
  const columns = {
    displayName: column('displayName'),
    type: column('type'),
    deviceId: column('deviceId'),
    buildingName: column('buildingName'),
  };
  const devices: ImportedDevice[] = [];
  const faultyRows: number[] = [];
  lines.slice(1).forEach((line, index) => {
    const value = (at: number) => (at >= 0 ? (line[at] ?? '') : '');
    const building = value(columns.buildingName);
    const row = importedDeviceSchema.safeParse({
      displayName: value(columns.displayName),
      type: value(columns.type),
      deviceId: value(columns.deviceId),
      ...(building && { buildingName: building }),
    });
    if (row.success) devices.push(row.data);
    else faultyRows.push(index + 2);
  });
  return { devices: devices.slice(0, MAX_IMPORTED_DEVICES), faultyRows, tooMany: devices.length > MAX_IMPORTED_DEVICES };
};
