// Where a station's pages are (spec 3 §2.1).

/** A connected station's detail, opened in a new tab from the dashboard. */
export function stationDetailPath(id: string | number): string {
  return `/meteo/station/${encodeURIComponent(String(id))}`;
}

/** A national service station's page. */
export function nationalStationPath(code: string): string {
  return `/meteo/stationmf/${encodeURIComponent(code)}`;
}
