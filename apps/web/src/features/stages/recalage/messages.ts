// The recalage screen's own texts (its form messages are @agro/domain/recalage's).
export const PAGE_TITLE = 'Recalage';
export const STAGE_TAB = 'Stade';
export const DISEASE_TAB = 'Maladie';
export const STAGE_LIST_LABEL = 'Demandes de recalage de stade';
export const DISEASE_LIST_LABEL = 'Demandes de recalage de maladie';
export const ARCHIVED_TITLE = 'Recalages archivés';
export const ARCHIVED_LIST_LABEL = 'Demandes de recalage archivées';
export const MY_REQUESTS = 'Mes demandes';
export const NEW_REQUEST = 'Nouvelle demande';
export const NO_RIGHTS = "Vous n'avez pas de droits de recalage.";
/** The request table's views (issue 41): their group's name and their labels. */
export const REQUEST_VIEWS_LABEL = 'Demandes affichées';
export const ALL_REQUESTS = 'Toutes';
/** 'À valider (3)': the count of the requests awaiting validation, once they are read. */
export const toValidateLabel = (count: number | null) =>
  count === null ? 'À valider' : `À valider (${count})`;
export const INTEGRATE = 'Intégrer les recalages validés';
export const INTEGRATE_QUESTION = 'Intégrer les recalages validés dans le modèle\u202f?';
export const INTEGRATED = 'Les recalages validés ont été intégrés.';
export const integrationFailed = (code: number) =>
  `L'intégration des recalages validés a échoué (code ${code}).`;
export const RECALAGE_FILE = 'Fichier recalage';
export const RECALAGE_FILE_EMPTY = 'Le fichier de recalage est vide.';
export const STAGE_LOAD_FAILED = "Les demandes de recalage de stade n'ont pas pu être chargées.";
export const DISEASE_LOAD_FAILED =
  "Les demandes de recalage de maladie n'ont pas pu être chargées.";
export const RIGHTS_LOAD_FAILED = "Vos droits de recalage n'ont pas pu être lus.";
export const REFERENCES_LOAD_FAILED =
  "Certaines listes du formulaire n'ont pas pu être chargées (variétés, départements, stations, sols ou PRA).";
export const DELETED = 'La demande de recalage a été supprimée.';
export const DELETE_FAILED = "La demande de recalage n'a pas pu être supprimée.";
export const VALIDATED = 'La demande de recalage a été validée.';
export const VALIDATE_FAILED = "La demande de recalage n'a pas pu être validée.";
export const SIMILAR_QUESTION = 'Des demandes semblables existent déjà. Envoyer quand même\u202f?';
export const OUTSIDE_QUESTION =
  'La demande sort de votre périmètre de recalage. Envoyer quand même\u202f?';
export const FILE_CHECK_TITLE = 'Vérification fichier recalage';
export const FILE_CHECK_NO_ERROR = 'Aucune erreur';
export const FILE_UNREADABLE = 'Le fichier ne peut pas être lu\u202f!';
export const IN_PLACE_TITLE = 'Recalages en place';
export const ANALYSIS_TITLE = 'Analyse des recalages';
export const IN_PLACE_LIST_LABEL = 'Recalages en place';
export const SIMULATION_TITLE = 'Outil de simulation';
export const LATEST_TITLE = 'Recalages actifs des 7 derniers jours';
export const SEND_REPORTS = 'Envoyer les rapports par e-mail';
export const SEND_REPORTS_QUESTION = 'Envoyer les rapports des recalages par e-mail\u202f?';
export const REPORTS_SENT = 'Les rapports ont été envoyés par e-mail.';
export const NO_REPORT = 'Aucun rapport à envoyer.';
/** Spec 4 §8: e-mail sending shows this on failure. */
export const EMAIL_FAILED = "Erreur lors de l'envoi de l'e-mail";
