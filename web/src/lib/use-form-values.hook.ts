import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * Every value of a form, read again on each change: `useWatch` subscribes the component (React's
 * compiler can follow it, unlike `form.watch()`), `getValues` gives the values with their full type.
 */
export const useFormValues = <T extends FieldValues>({ control, getValues }: UseFormReturn<T>): T => {
  useWatch({ control });
  return getValues();
};
