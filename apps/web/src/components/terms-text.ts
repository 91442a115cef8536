// The terms of use, version v3 (spec 1 §1). The spec gives their points, not their wording.
import { TERMS_VERSION } from '@agro/domain/session';

/** Spec 1 §9: the suspension notice period, in calendar days. */
export const NOTICE_PERIOD_DAYS = 15;

export const TERMS_TITLE = "Conditions générales d'utilisation";

export const TERMS_POINTS: readonly string[] = [
  "Pour consulter les données d'un agriculteur, l'utilisateur doit disposer du consentement de cet agriculteur.",
  "Les résultats fournis par la plateforme sont des aides à la décision\u202f: ils ne se substituent pas au jugement de l'utilisateur, qui reste seul responsable de ses décisions.",
  'Aucune donnée à caractère personnel ne doit être déposée sur la plateforme.',
  "L'utilisation de la plateforme est limitée par les conditions contractuelles qui lient l'utilisateur à l'institut.",
  'Le service peut être suspendu, notamment pour maintenance ou pour des raisons de sécurité.',
  `Le compte peut être fermé après une mise en demeure restée sans réponse pendant ${NOTICE_PERIOD_DAYS} jours calendaires.`,
  'Les données sont traitées conformément au règlement (UE) 2016/679 relatif à la protection des données (RGPD).',
  'Les présentes conditions sont soumises au droit français\u202f; les tribunaux de Paris sont compétents.',
];

export const TERMS_VERSION_LABEL = `Version ${TERMS_VERSION}`;
