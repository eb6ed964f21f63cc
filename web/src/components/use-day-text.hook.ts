import { useState } from 'react';
import { germanDay, isoOfGermanDay } from '../lib/german-date.js';

const shown = (iso: string) => (iso === '' ? '' : germanDay(iso));

/**
 * The typed text of a German date field (dd.MM.yyyy) for an ISO day: typing a valid day (or nothing)
 * changes the value, leaving the field shows the value again.
 */
export const useDayText = (value: string, onChange: (value: string) => void) => {
  const [text, setText] = useState(() => shown(value));
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    // A value set from outside (a reset, the calendar) replaces the text unless the text already means it.
    setShownFor(value);
    if (isoOfGermanDay(text) !== value) setText(shown(value));
  }

  const type = (typed: string) => {
    setText(typed);
    if (typed.trim() === '') onChange('');
    const iso = isoOfGermanDay(typed);
    if (iso) onChange(iso);
  };
  const blur = () => setText(shown(value));
  return { text, type, blur };
};
