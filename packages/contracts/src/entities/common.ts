// Scalar conventions shared by the entity schemas.
import { z } from 'zod';
import { CODE_MAX, DATE_TEXT_MAX } from '../catalogue/input-limits.ts';

/** A calendar date as the upstream sends it (ISO `YYYY-MM-DD` in the simulator). */
export const dateString = z.string().max(DATE_TEXT_MAX);
/** A date and time as the upstream sends it (ISO 8601 in the simulator). */
export const dateTimeString = z.string().max(DATE_TEXT_MAX);
/** Identifiers are numbers or strings depending on the upstream service. */
export const identifier = z.union([z.string().max(CODE_MAX), z.number()]);
/** A list of plot ids, or `['all']` (spec 1 §3, adviser-farmer link). */
export const plotSelection = z.array(identifier);
