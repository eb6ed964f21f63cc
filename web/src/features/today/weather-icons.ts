/** The kinds of weather an OpenWeatherMap icon code (e.g. 10d) stands for, drawn locally (no image fetch). */
export type WeatherKind = 'clear' | 'fewClouds' | 'clouds' | 'overcast' | 'showers' | 'rain' | 'thunder' | 'snow' | 'fog';

const kinds: Record<string, { kind: WeatherKind; label: string }> = {
  '01': { kind: 'clear', label: 'Klar' },
  '02': { kind: 'fewClouds', label: 'Leicht bewölkt' },
  '03': { kind: 'clouds', label: 'Bewölkt' },
  '04': { kind: 'overcast', label: 'Stark bewölkt' },
  '09': { kind: 'showers', label: 'Regenschauer' },
  '10': { kind: 'rain', label: 'Regen' },
  '11': { kind: 'thunder', label: 'Gewitter' },
  '13': { kind: 'snow', label: 'Schnee' },
  '50': { kind: 'fog', label: 'Nebel' },
};

/** The weather kind and its German name of an icon code; unknown codes count as cloudy. */
export const weatherOfIcon = (icon: string): { kind: WeatherKind; label: string; night: boolean } => ({
  ...(kinds[icon.slice(0, 2)] ?? kinds['03']),
  night: icon.endsWith('n'),
});
