import { Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import type { Weather } from '../../../../shared/schemas/today.schema.js';
import { todayTexts } from '../../i18n/today.de.js';
import { weatherOfIcon, type WeatherKind } from './weather-icons.js';

const Sun = () => (
  <g stroke="#f9a825" strokeWidth="2" strokeLinecap="round">
    <circle cx="12" cy="12" r="4.5" fill="#fbc02d" />
    {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
      <line key={angle} x1="12" y1="3" x2="12" y2="5" transform={`rotate(${angle} 12 12)`} />
    ))}
  </g>
);
const Moon = () => <path d="M15 3.5a8.5 8.5 0 1 0 5.5 14A7 7 0 0 1 15 3.5z" fill="#90a4ae" />;
const Cloud = ({ fill = '#b0bec5', dy = 0 }: { fill?: string; dy?: number }) => (
  <g fill={fill} transform={`translate(0 ${dy})`}>
    <circle cx="9" cy="13" r="4" />
    <circle cx="14.5" cy="11" r="5" />
    <rect x="4" y="13" width="16.5" height="5" rx="2.5" />
  </g>
);
const Drops = ({ count }: { count: number }) => (
  <g stroke="#1e88e5" strokeWidth="1.6" strokeLinecap="round">
    {Array.from({ length: count }, (_, index) => (
      <line key={index} x1={8 + index * 4} y1="19.5" x2={7 + index * 4} y2="22" />
    ))}
  </g>
);

/** Local line drawings of the weather kinds: the browser fetches no weather images (CSP, privacy). */
const drawings: Record<WeatherKind, (night: boolean) => ReactNode> = {
  clear: (night) => (night ? <Moon /> : <Sun />),
  fewClouds: (night) => (
    <>
      <g transform="translate(-4 -4) scale(0.8)">{night ? <Moon /> : <Sun />}</g>
      <Cloud dy={2} />
    </>
  ),
  clouds: () => <Cloud />,
  overcast: () => (
    <>
      <g transform="translate(-3 -4)">
        <Cloud fill="#90a4ae" />
      </g>
      <Cloud />
    </>
  ),
  showers: () => (
    <>
      <Cloud dy={-2} />
      <Drops count={2} />
    </>
  ),
  rain: () => (
    <>
      <Cloud fill="#90a4ae" dy={-2} />
      <Drops count={3} />
    </>
  ),
  thunder: () => (
    <>
      <Cloud fill="#78909c" dy={-2} />
      <path d="M12 16l-2.5 4h2.5l-1 3.5 4-5h-2.5l1.5-2.5z" fill="#fbc02d" />
    </>
  ),
  snow: () => (
    <>
      <Cloud dy={-2} />
      <g fill="#64b5f6">
        <circle cx="8" cy="20.5" r="1.1" />
        <circle cx="12" cy="21.5" r="1.1" />
        <circle cx="16" cy="20.5" r="1.1" />
      </g>
    </>
  ),
  fog: () => (
    <g stroke="#90a4ae" strokeWidth="2" strokeLinecap="round">
      <line x1="4" y1="9" x2="20" y2="9" />
      <line x1="3" y1="13" x2="18" y2="13" />
      <line x1="6" y1="17" x2="21" y2="17" />
    </g>
  ),
};

/** The day's weather: icon, temperature and range. Nothing when the weather is unavailable. */
export const WeatherBlock = ({ weather }: { weather: Weather | null }) => {
  if (!weather) return null;
  const { kind, label, night } = weatherOfIcon(weather.icon);
  return (
    <div className="weather-block" data-testid="weather-block" aria-label={todayTexts.weather.label} role="group">
      <svg viewBox="0 0 24 24" width="48" height="48" role="img" aria-label={label}>
        {drawings[kind](night)}
      </svg>
      <div>
        <Text as="span" className="weather-block__temp">
          {todayTexts.weather.temp(weather.temp)}
        </Text>
        <Text as="span" className="weather-block__range">
          {label} · {todayTexts.weather.range(weather.tempMin, weather.tempMax)}
        </Text>
      </div>
    </div>
  );
};
