// The words of a plot's detail page, the same in every module that lists plots (blight, water
// balance, stages, CHN, QN): only the list it is chosen in, the module, the way back and, where
// the spec says so, what the user may have no access to change.
import type { RecordScreenTexts } from './RecordScreen';

export const PLOT_NOT_FOUND_TITLE = 'Parcelle introuvable';
export const PLOT_NOT_FOUND_MESSAGE = "Cette parcelle n'existe pas ou vous n'y avez pas accès.";
export const PLOT_LOAD_FAILED_TITLE = "La parcelle n'a pas pu être chargée";

/** The 'not found' message of a module whose spec names what the user has no access to. */
export const plotNoAccessMessage = (access: string) =>
  `Cette parcelle n'existe pas ou vous n'avez pas accès à ${access}.`;

export function plotRecordTexts({
  screenTitle,
  list = 'le tableau de bord',
  module,
  access,
  back,
}: {
  screenTitle: string;
  /** Where the user chooses the plot, in the hint: 'le suivi CHN' ('le tableau de bord' unsaid). */
  list?: string;
  /** After the title in the browser tab: 'CHN'. */
  module: string;
  /** What the spec says the user may have no access to: 'son suivi mildiou'. */
  access?: string;
  back: RecordScreenTexts['back'];
}): RecordScreenTexts {
  return {
    screenTitle,
    notFound: {
      title: PLOT_NOT_FOUND_TITLE,
      message: access === undefined ? PLOT_NOT_FOUND_MESSAGE : plotNoAccessMessage(access),
      hint: `Vérifiez l'adresse ou choisissez la parcelle dans ${list}.`,
      module,
    },
    loadFailedTitle: PLOT_LOAD_FAILED_TITLE,
    back,
  };
}
