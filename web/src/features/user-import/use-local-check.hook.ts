import { useEffect, useState } from 'react';
import type { ImportGroup } from '@shared/user-import/import-format.js';
import { decodeImportFile, parseImportCsv, type ImportParseResult } from '@shared/user-import/import-rows.js';
import type { ImportFileFormValues } from './import-file-form.schema.js';

/** The step's inputs; what was found for them shows only while they stay the same. */
export interface ImportInputs {
  file: File | undefined;
  group: ImportGroup;
  encoding: ImportFileFormValues['encoding'];
}
export const sameInputs = (a: ImportInputs, b: ImportInputs) => a.file === b.file && a.group === b.group && a.encoding === b.encoding;

/** Reads the chosen file in the browser on every change: the admin sees problems before uploading. */
export const useLocalCheck = ({ file, group, encoding }: ImportInputs) => {
  const [checked, setChecked] = useState<{ inputs: ImportInputs; result: ImportParseResult } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    void file.arrayBuffer().then((buffer) => {
      if (current)
        setChecked({
          inputs: { file, group, encoding },
          result: parseImportCsv(decodeImportFile(new Uint8Array(buffer), encoding), group),
        });
    });
    return () => {
      current = false;
    };
  }, [file, group, encoding]);
  return checked && sameInputs(checked.inputs, { file, group, encoding }) ? checked.result : null;
};
