// Starts fetching and compiling MapLibre (a chunk of its own, which react-map-gl loads when a map
// first mounts) ahead of the map: a screen's route calls it while the screen's code and data are
// still on their way, so the map's start-up is not added after them.
export function preloadMapLibre(): void {
  // A failure here is the map's to report when it mounts, with its own message.
  import('maplibre-gl').catch(() => undefined);
}
