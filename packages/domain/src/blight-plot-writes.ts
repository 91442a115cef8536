// Who records a treatment, an irrigation or an observation on a potato plot (issue 41, finding 5).
// The spec keeps the plot detail's '+' to the plot's owner (spec 3 §2.3, §6), while the model API
// lets whoever holds the write right write on every plot it lets them read: the adviser had to
// find the plot again in 'Gérer mes Parcelles'. The plot detail follows the API: a plot shown is
// a plot the API reads for this user (it answers 404 otherwise, reads and writes alike), so the
// write right is all that remains to check.
import { hasRight } from './rights.ts';

/** The catalogue's right of the intervention calls (blightTreatmentCreate and the others). */
export const BLIGHT_WRITE_RIGHT = 'MILDIOU-ecriture';

/** Whether a user who reads a potato plot may record interventions on it. */
export function mayRecordInterventions(rights: readonly string[]): boolean {
  return hasRight(rights, BLIGHT_WRITE_RIGHT);
}
