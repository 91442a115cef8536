// Scalar conventions shared by the entity schemas.
import { z } from 'zod';

/** A calendar date as the upstream sends it (ISO `YYYY-MM-DD` in the simulator). */
export const dateString = z.string();
/** A date and time as the upstream sends it (ISO 8601 in the simulator). */
export const dateTimeString = z.string();
/** Identifiers are numbers or strings depending on the upstream service. */
export const identifier = z.union([z.string(), z.number()]);
/** A list of plot ids, or `['all']` (spec 1 §3, adviser-farmer link). */
export const plotSelection = z.array(z.union([z.string(), z.number()]));
