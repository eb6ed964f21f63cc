/** The spec's acronym: first letters of up to three name words, uppercase, or 'NN'. */
export const acronym = (name: string): string => {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return letters || 'NN';
};
