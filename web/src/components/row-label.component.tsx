/**
 * The visible label of a control repeated in every row, naming its row for screen readers: 'Anwesend' reads
 * 'Anwesend: Anna Weber', so thirty switches are thirty different ones.
 */
export const RowLabel = ({ label, row }: { label: string; row: string }) => (
  <>
    <span aria-hidden="true">{label}</span>
    <span className="visually-hidden">
      {label}: {row}
    </span>
  </>
);
