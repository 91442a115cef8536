// Which catalogue calls change the model API's data: what the simulator counts as writes (the
// lists it keeps follow them) and what makes the BFF drop the lists it keeps (issue 43). Every
// call but a GET writes, but for the POSTs that only ask; and a few GETs write.

/**
 * GET calls that change the world: the crop-monitoring fetches bring plots and observations into
 * the cereal module (spec 4 §7), and the recalage integration shifts its stages.
 */
export const WRITING_GETS: ReadonlySet<string> = new Set([
  'vigiculturesPlotsImport',
  'vigiculturesObservationsImport',
  // Integrating the validated recalages moves the stage dates of the plots they match.
  'recalageIntegrate',
]);

/**
 * POST calls that write nothing: their body is a question too long for a query string (a
 * disease graph's plot, the weather of a place, the stations of departments, a recalage to
 * simulate, a file to check). Counted as writes, a cereal plot's disease graph made the
 * simulator work out the three stage lists of 20,000 plots again.
 */
export const READING_POSTS: ReadonlySet<string> = new Set([
  'bsvCasTypesByRegion',
  'bsvStations',
  'nationalStationCheck',
  'capGraphYellowRust',
  'capGraphEyespot',
  'capGraphBrownRust',
  'weatherByLocation',
  'recalageStadeRequestCheck',
  'recalageSimulation',
  'recalageFileValidation',
  'recalageFileValidationCsv',
]);

/** Whether a call changes the model API's data. */
export const isWorldWrite = (entry: { id: string; method: string }): boolean =>
  entry.method === 'GET' ? WRITING_GETS.has(entry.id) : !READING_POSTS.has(entry.id);
