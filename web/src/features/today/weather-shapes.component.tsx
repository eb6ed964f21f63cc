/** The shapes the weather drawings are made of, on a 24×24 grid. */
export const Sun = () => (
  <g stroke="#f9a825" strokeWidth="2" strokeLinecap="round">
    <circle cx="12" cy="12" r="4.5" fill="#fbc02d" />
    {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
      <line key={angle} x1="12" y1="3" x2="12" y2="5" transform={`rotate(${angle} 12 12)`} />
    ))}
  </g>
);
export const Moon = () => <path d="M15 3.5a8.5 8.5 0 1 0 5.5 14A7 7 0 0 1 15 3.5z" fill="#90a4ae" />;
export const Cloud = ({ fill = '#b0bec5', dy = 0 }: { fill?: string; dy?: number }) => (
  <g fill={fill} transform={`translate(0 ${dy})`}>
    <circle cx="9" cy="13" r="4" />
    <circle cx="14.5" cy="11" r="5" />
    <rect x="4" y="13" width="16.5" height="5" rx="2.5" />
  </g>
);
export const Drops = ({ count }: { count: number }) => (
  <g stroke="#1e88e5" strokeWidth="1.6" strokeLinecap="round">
    {Array.from({ length: count }, (_, index) => (
      <line key={index} x1={8 + index * 4} y1="19.5" x2={7 + index * 4} y2="22" />
    ))}
  </g>
);
