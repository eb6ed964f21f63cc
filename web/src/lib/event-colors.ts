/** Exams and break supervisions have colours of their own, whatever their subject (Wochenplan, Termine). */
export const EXAM_COLOR = '#c62828';
export const SUPERVISION_COLOR = '#00796b';
