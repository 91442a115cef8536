// Texts of the plot comments dialog (spec 1 §2, §4, §8): the spec's wording, its spelling and French
// typography corrected (docs/spec-deviations.md "French text corrections").
export const DIALOG_TITLE = 'Commentaires';
export const REQUIRED_NOTE = '*champs obligatoires';
export const UNSAVED_CLOSE_QUESTION =
  "Êtes-vous sûr de ne pas vouloir enregistrer l'élément\u202f?";
export { DELETE_QUESTION } from '../../components/ChoiceModal';
/** Spec 1 §8: a write that does not answer 1, and a failed delete. */
export { WRITE_FAILURE_MESSAGE as PROBLEM_MESSAGE } from '@agro/contracts/error-messages';

// Our own wording: the spec does not give these.
export const SAVED_MESSAGE = 'Le commentaire a bien été enregistré.';
export const DELETED_MESSAGE = 'Le commentaire a bien été supprimé.';
export const EMPTY_LIST_MESSAGE = 'Aucun commentaire pour cette parcelle.';
export const LOADING_MESSAGE = 'Chargement des commentaires…';
/** The field's name in the generic required message '{field} ne peut pas être vide'. */
export const BODY_FIELD = 'Commentaire';
export const DATE_FIELD = 'Date';
