import { ResponsiveGeoMap } from '@nivo/geo';
import { COUNTRY_FEATURES, type GeoFeature } from './geo-features';
import './charts.css';
import { tokenValue } from './tokens';

export interface MapPoint {
  name: string;
  latitude: number;
  longitude: number;
  /** What the tooltip says about the point ('124 payments'). */
  detail: string;
}

export interface GeoMapChartProps {
  points: readonly MapPoint[];
  label: string;
  height?: number;
}

/** Centre and zoom that frame every point (at least ~20° across, so the country shows), for a mercator projection. */
export function framing(points: readonly MapPoint[], width: number, height: number) {
  const lons = points.map((p) => p.longitude);
  const lats = points.map((p) => p.latitude);
  const [minLon, maxLon] = [Math.min(...lons), Math.max(...lons)];
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const spanLon = Math.max(maxLon - minLon, 14) * 1.4;
  const spanLat = Math.max(maxLat - minLat, 14) * 1.4;
  const scale = Math.min(width / ((spanLon * Math.PI) / 180), height / ((spanLat * Math.PI) / 180));
  return { rotation: [-(minLon + maxLon) / 2, -(minLat + maxLat) / 2, 0] as [number, number, number], scale };
}

/** Where customers are: country outlines and a dot per city (nivo geo, lazily loaded). */
export function GeoMapChart({ points, label, height = 260 }: GeoMapChartProps) {
  const features: GeoFeature[] = [
    ...COUNTRY_FEATURES,
    ...points.map(
      (p): GeoFeature => ({
        type: 'Feature',
        id: `city-${p.name}`,
        properties: { name: p.name, kind: 'city', detail: p.detail },
        geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] },
      }),
    ),
  ];
  // A 360 px-wide frame: ResponsiveGeoMap keeps the projection's scale in pixels, so frame for a phone.
  const { rotation, scale } = framing(points, 360, height);
  const land = tokenValue('--surface-sunken', '#e9edf4');
  const brand = tokenValue('--color-brand', '#2b50d6');
  const border = tokenValue('--border-strong', '#b3bccc');
  return (
    <figure className="chart" style={{ height }} role="img" aria-label={label}>
      <ResponsiveGeoMap
        features={features}
        projectionType="mercator"
        projectionScale={scale}
        projectionRotation={rotation}
        projectionTranslation={[0.5, 0.5]}
        fillColor={(f: GeoFeature) => (f.properties.kind === 'city' ? brand : land)}
        borderWidth={(f: GeoFeature) => (f.properties.kind === 'city' ? 0 : 1)}
        borderColor={border}
        role="presentation"
        tooltip={({ feature }: { feature: GeoFeature }) => (
          <div className="chart-tooltip">
            {feature.properties.name}
            {feature.properties.detail ? `: ${feature.properties.detail}` : ''}
          </div>
        )}
      />
    </figure>
  );
}
