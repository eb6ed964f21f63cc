// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LabelField } from './label-field.component.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

const Field = ({ initial }: { initial: string }) => {
  const [value, setValue] = useState(initial);
  return (
    <LabelField label="Frage" path="sections.0.questions.0.label" max={50} value={value} fallback="Unbekannte Frage" onChange={setValue} />
  );
};

const input = () => {
  const found = container.querySelector('input');
  if (!found) throw new Error('no label input');
  return found;
};

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('builder label (§5)', () => {
  it('clears a default label on focus and falls back to it when left empty', () => {
    act(() => root.render(<Field initial="Unbekannte Frage" />));
    act(() => input().focus());
    expect(input().value).toBe('');
    expect(container.textContent).toContain('Angabe ist notwendig.');
    act(() => input().blur());
    expect(input().value).toBe('Unbekannte Frage');
    expect(container.textContent).not.toContain('Angabe ist notwendig.');
  });
  it('keeps an own label on focus and blur', () => {
    act(() => root.render(<Field initial="Welcher Termin passt?" />));
    act(() => input().focus());
    expect(input().value).toBe('Welcher Termin passt?');
    act(() => input().blur());
    expect(input().value).toBe('Welcher Termin passt?');
  });
  it('says at once that a label is longer than its maximum', () => {
    act(() => root.render(<Field initial={'x'.repeat(51)} />));
    expect(container.textContent).toContain('Die Frage darf höchstens 50 Zeichen lang sein.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });
  it('puts the default back into a label left empty (or blank)', () => {
    act(() => root.render(<Field initial="  " />));
    expect(container.textContent).toContain('Angabe ist notwendig.');
    act(() => input().focus());
    act(() => input().blur());
    expect(input().value).toBe('Unbekannte Frage');
  });
});
