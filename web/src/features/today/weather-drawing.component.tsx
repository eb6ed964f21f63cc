import type { ReactNode } from 'react';
import type { WeatherKind } from './weather-icons.model.js';
import { Cloud, Drops, Moon, Sun } from './weather-shapes.component.js';

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

/** The line drawing of one weather kind, by day or night. */
export const WeatherDrawing = ({ kind, night }: { kind: WeatherKind; night: boolean }) => drawings[kind](night);
