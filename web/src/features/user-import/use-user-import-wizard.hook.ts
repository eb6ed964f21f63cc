import { useState } from 'react';
import { errorText } from '../../i18n/errors.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import type { UploadedImport } from './import-file-step.component.js';
import { startUserImport } from './user-import.api.js';

/** The import's steps and choices: the uploaded file, keeping duplicates, confirming existing users, creating, starting again. */
export const useUserImportWizard = () => {
  const [step, setStep] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [upload, setUpload] = useState<UploadedImport | null>(null);
  const [keepDuplicates, setKeepDuplicates] = useState(false);
  const [confirmExisting, setConfirmExisting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const restart = () => {
    setUpload(null);
    setKeepDuplicates(false);
    setConfirmExisting(false);
    setFailure(null);
    setAttempt((count) => count + 1);
    setStep(0);
  };

  const create = async () => {
    if (!upload) return;
    setFailure(null);
    try {
      await startUserImport(upload.importId, { keepDuplicates, confirmExisting });
      setStep(4);
    } catch (error) {
      setFailure(errorText(errorCodeOf(error)));
    }
  };

  const uploaded = (next: UploadedImport) => {
    setUpload(next);
    setStep(1);
  };
  return {
    step,
    setStep,
    attempt,
    upload,
    uploaded,
    keepDuplicates,
    setKeepDuplicates,
    confirmExisting,
    setConfirmExisting,
    failure,
    restart,
    create,
  };
};
