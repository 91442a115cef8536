// Starts fetching and compiling MapLibre (a chunk of its own, which react-map-gl loads when a map
// first mounts) ahead of the map, and starts its web worker: a screen's route calls it while the
// screen's code and data are still on their way, so neither the library's start-up nor the
// worker's (some hundreds of milliseconds on these machines) is added after them.
export function preloadMapLibre(): void {
  // A failure here is the map's to report when it mounts, with its own message.
  import('maplibre-gl').then((maplibre) => maplibre.prewarm()).catch(() => undefined);
}
