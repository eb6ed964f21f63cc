import { useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { fileInputTexts } from '../i18n/components.de.js';
import './file-input.css';

type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { id: string; ref?: Ref<HTMLInputElement> };

/**
 * A file field with a German 'Datei auswählen' button and what was chosen, whatever the
 * browser's own language: the native input stays focusable (keyboard, screen readers, tests) but is
 * drawn by its button label. Works with react-hook-form's `register` (ref, name, onChange).
 */
export const FileInput = ({ id, onChange, multiple, ...input }: FileInputProps) => {
  const [names, setNames] = useState<string[]>([]);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setNames([...(event.target.files ?? [])].map((file) => file.name));
    onChange?.(event);
  };
  return (
    <div className="file-input">
      <input {...input} id={id} type="file" multiple={multiple} className="file-input__native" onChange={choose} />
      <label htmlFor={id} className="amplify-button amplify-button--small file-input__button">
        {multiple ? fileInputTexts.chooseMany : fileInputTexts.choose}
      </label>
      <span className="file-input__names" title={names.join('\n')} data-testid="chosen-files">
        {fileInputTexts.chosen(names, Boolean(multiple))}
      </span>
    </div>
  );
};
