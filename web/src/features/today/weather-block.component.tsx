import { Text } from '@aws-amplify/ui-react';
import type { Weather } from '@shared/schemas/today.schema.js';
import { todayTexts } from '../../i18n/today.de.js';
import { WeatherDrawing } from './weather-drawing.component.js';
import { weatherOfIcon } from './weather-icons.model.js';

/** The day's weather: icon, temperature and range. Nothing when the weather is unavailable. */
export const WeatherBlock = ({ weather }: { weather: Weather | null }) => {
  if (!weather) return null;
  const { kind, label, night } = weatherOfIcon(weather.icon);
  return (
    <div className="weather-block" data-testid="weather-block" aria-label={todayTexts.weather.label} role="group">
      <svg viewBox="0 0 24 24" width="48" height="48" role="img" aria-label={label}>
        <WeatherDrawing kind={kind} night={night} />
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
