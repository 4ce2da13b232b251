/**
 * Low-resolution country outlines (longitude, latitude) for the customer map: the countries the
 * demo businesses sell in. Hand-simplified to a few dozen points each, so the map ships in a few
 * kilobytes and needs no map service (none is reachable).
 */
const OUTLINES: Record<string, { name: string; ring: [number, number][] }> = {
  NG: {
    name: 'Nigeria',
    ring: [
      [2.69, 6.26],
      [2.72, 7.9],
      [2.85, 9.5],
      [3.6, 10.3],
      [3.6, 11.7],
      [4.1, 13.5],
      [5.6, 13.8],
      [6.8, 13.1],
      [8.0, 12.9],
      [9.6, 12.8],
      [10.7, 13.3],
      [12.2, 13.4],
      [13.1, 13.6],
      [14.6, 13.3],
      [14.0, 12.5],
      [14.5, 11.8],
      [13.6, 10.9],
      [13.3, 9.6],
      [12.6, 8.5],
      [11.9, 7.1],
      [11.1, 6.4],
      [10.5, 7.1],
      [9.8, 6.8],
      [8.8, 5.6],
      [8.5, 4.6],
      [7.1, 4.4],
      [6.0, 4.3],
      [5.0, 5.5],
      [4.3, 6.3],
      [2.69, 6.26],
    ],
  },
  GH: {
    name: 'Ghana',
    ring: [
      [-3.25, 5.1],
      [-2.9, 5.0],
      [-1.0, 5.0],
      [1.2, 6.1],
      [0.6, 6.9],
      [0.5, 8.3],
      [0.4, 10.2],
      [0.0, 11.0],
      [-2.9, 11.0],
      [-2.8, 9.6],
      [-2.5, 8.2],
      [-3.2, 6.3],
      [-3.25, 5.1],
    ],
  },
  KE: {
    name: 'Kenya',
    ring: [
      [33.9, -1.0],
      [33.9, 0.1],
      [35.0, 1.9],
      [34.0, 4.2],
      [35.9, 4.6],
      [38.1, 3.6],
      [39.6, 3.4],
      [41.0, 4.0],
      [41.9, 3.9],
      [41.0, 2.8],
      [41.0, -1.0],
      [41.6, -1.7],
      [40.2, -2.8],
      [39.2, -4.7],
      [37.8, -3.7],
      [33.9, -1.0],
    ],
  },
  ZA: {
    name: 'South Africa',
    ring: [
      [16.5, -28.6],
      [17.4, -30.7],
      [18.2, -32.8],
      [18.4, -34.1],
      [20.0, -34.8],
      [22.6, -34.0],
      [25.8, -33.9],
      [27.5, -33.2],
      [30.0, -31.3],
      [32.9, -26.9],
      [31.9, -25.8],
      [31.3, -22.4],
      [29.4, -22.1],
      [27.0, -23.6],
      [25.7, -25.5],
      [23.3, -25.3],
      [20.9, -26.8],
      [20.0, -24.8],
      [20.0, -28.4],
      [16.5, -28.6],
    ],
  },
};

export interface GeoFeature {
  type: 'Feature';
  id: string;
  properties: { name: string; kind: 'country' | 'city'; detail?: string };
  geometry: { type: 'Polygon'; coordinates: [number, number][][] } | { type: 'Point'; coordinates: [number, number] };
}

export const COUNTRY_FEATURES: GeoFeature[] = Object.entries(OUTLINES).map(([id, { name, ring }]) => ({
  type: 'Feature',
  id,
  properties: { name, kind: 'country' },
  // d3-geo reads these rings' winding as 'this country' (the reverse would mean the rest of the globe).
  geometry: { type: 'Polygon', coordinates: [ring] },
}));
