import { todayTexts } from '../../i18n/today.de.js';

/** The kinds of weather an OpenWeatherMap icon code (e.g. 10d) stands for, drawn locally (no image fetch). */
export type WeatherKind = 'clear' | 'fewClouds' | 'clouds' | 'overcast' | 'showers' | 'rain' | 'thunder' | 'snow' | 'fog';

const kindOfCode: Record<string, WeatherKind> = {
  '01': 'clear',
  '02': 'fewClouds',
  '03': 'clouds',
  '04': 'overcast',
  '09': 'showers',
  '10': 'rain',
  '11': 'thunder',
  '13': 'snow',
  '50': 'fog',
};
const labels: Record<WeatherKind, string> = todayTexts.weather.kinds;

/** The weather kind and its German name of an icon code; unknown codes count as cloudy. */
export const weatherOfIcon = (icon: string): { kind: WeatherKind; label: string; night: boolean } => {
  const kind = kindOfCode[icon.slice(0, 2)] ?? 'clouds';
  return { kind, label: labels[kind], night: icon.endsWith('n') };
};
