// The words of a plot's detail page, the same in every module that lists plots (stages, CHN, QN):
// only the list it is chosen in, the module and the way back change.
import type { RecordScreenTexts } from './RecordScreen';

export const PLOT_NOT_FOUND_TITLE = 'Parcelle introuvable';
export const PLOT_NOT_FOUND_MESSAGE = "Cette parcelle n'existe pas ou vous n'y avez pas accès.";
export const PLOT_LOAD_FAILED_TITLE = "La parcelle n'a pas pu être chargée";

export function plotRecordTexts({
  screenTitle,
  list,
  module,
  back,
}: {
  screenTitle: string;
  /** Where the user chooses the plot, in the hint: 'le suivi CHN'. */
  list: string;
  /** After the title in the browser tab: 'CHN'. */
  module: string;
  back: RecordScreenTexts['back'];
}): RecordScreenTexts {
  return {
    screenTitle,
    notFound: {
      title: PLOT_NOT_FOUND_TITLE,
      message: PLOT_NOT_FOUND_MESSAGE,
      hint: `Vérifiez l'adresse ou choisissez la parcelle dans ${list}.`,
      module,
    },
    loadFailedTitle: PLOT_LOAD_FAILED_TITLE,
    back,
  };
}
