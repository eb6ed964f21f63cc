import { describe, expect, it } from 'vitest';
import { parseDeviceListCsv } from './device-list-csv.js';

describe('the device list', () => {
  it('reads the columns by their header, in any order and with any delimiter', () => {
    const text = '\uFEFFTyp;Name;Gebäude;Geräte-ID;Notiz\nLaptop;Laptop 09;Neubau;LT-09;neu\n\nBeamer;Beamer 4;;BM-4;\n';
    expect(parseDeviceListCsv(text)).toEqual({
      devices: [
        { displayName: 'Laptop 09', type: 'Laptop', deviceId: 'LT-09', buildingName: 'Neubau' },
        { displayName: 'Beamer 4', type: 'Beamer', deviceId: 'BM-4' },
      ],
      faultyRows: [],
      tooMany: false,
    });
    expect(parseDeviceListCsv('name,type\nTablet 7,Tablet').devices).toEqual([{ displayName: 'Tablet 7', type: 'Tablet', deviceId: '' }]);
  });

  it('reports lines without a name or type by their line number', () => {
    expect(parseDeviceListCsv('Name;Typ\nLaptop 1;\n;Beamer\nLaptop 2;Laptop').faultyRows).toEqual([2, 3]);
  });
});
