/**
 * Coordinates of the cities customers pay from. No maps service is reachable, so the server
 * resolves a city from this local table (spec 1 §7 "Maps service geocoding"); unknown cities
 * answer null coordinates and are listed without a point on the map.
 */
const CITY_COORDINATES: Record<string, readonly [latitude: number, longitude: number]> = {
  lagos: [6.5244, 3.3792],
  abuja: [9.0765, 7.3986],
  'port harcourt': [4.8156, 7.0498],
  ibadan: [7.3775, 3.947],
  kano: [12.0022, 8.592],
  enugu: [6.4584, 7.5464],
  'benin city': [6.335, 5.6037],
  kaduna: [10.5105, 7.4165],
  jos: [9.8965, 8.8583],
  abeokuta: [7.1475, 3.3619],
  accra: [5.6037, -0.187],
  kumasi: [6.6885, -1.6244],
  tamale: [9.4034, -0.8424],
  nairobi: [-1.2921, 36.8219],
  mombasa: [-4.0435, 39.6682],
  kisumu: [-0.0917, 34.768],
  'cape town': [-33.9249, 18.4241],
  johannesburg: [-26.2041, 28.0473],
  durban: [-29.8587, 31.0218],
  pretoria: [-25.7479, 28.2293],
  'new york': [40.7128, -74.006],
  london: [51.5074, -0.1278],
};

export function cityCoordinates(city: string): { latitude: number; longitude: number } | null {
  const hit = CITY_COORDINATES[city.trim().toLowerCase()];
  return hit ? { latitude: hit[0], longitude: hit[1] } : null;
}
