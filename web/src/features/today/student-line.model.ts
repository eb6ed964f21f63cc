/** 'Anna Weber (7a)' */
export const studentLine = (student: { displayName: string; group: string }) => `${student.displayName} (${student.group})`;
