// Which requests the recalage screen's request table shows (issue 41): spec 4 §2.6 opens it on
// 'Mes demandes', but a privileged recalage user, who validates everybody's stage requests, then
// first saw none of the requests waiting for him. A validator opens on 'À valider', the requests
// still awaiting management validation, with their count; everybody else keeps 'Mes demandes'.
import { isOwnRequest } from './recalage.ts';

/** The views of the request table: awaiting validation, one's own, all the active ones. */
export const REQUEST_VIEWS = ['a-valider', 'mes-demandes', 'toutes'] as const;
export type RequestView = (typeof REQUEST_VIEWS)[number];

interface ViewedRequest {
  codeagent_demandeur?: string | null;
  demandeur?: string | null;
  validation_gestion: boolean | null;
}

/**
 * A request management has not validated yet (spec 4 §4: pending is null, validated true); false,
 * which the service may send, is not a validation either, as `canValidateRequest` reads it.
 */
export const awaitsValidation = (request: { validation_gestion: boolean | null }): boolean =>
  request.validation_gestion !== true;

/**
 * The view the table opens on: what awaits a validator, so the first screen is his work; one's
 * own requests for anybody else, as the spec says.
 */
export const defaultRequestView = (validates: boolean): RequestView =>
  validates ? 'a-valider' : 'mes-demandes';

/**
 * The views a user may choose: a validator all three; anybody else one's own or all (the spec's
 * 'Mes demandes' switch), since nothing awaits him.
 */
export const requestViewChoices = (validates: boolean): readonly RequestView[] =>
  validates ? REQUEST_VIEWS : ['mes-demandes', 'toutes'];

/**
 * What a view keeps of the active requests (the archive is the screen's other list): the ones
 * awaiting validation, one's own (the login without the institute prefix), or all.
 */
export function requestViewKeeps(
  view: RequestView,
  login: string,
  instituteName?: string,
): (request: ViewedRequest) => boolean {
  switch (view) {
    case 'a-valider':
      return awaitsValidation;
    case 'mes-demandes':
      return (request) => isOwnRequest(request, login, instituteName);
    case 'toutes':
      return () => true;
  }
}

/** How many of these (active) requests await validation: the count the 'À valider' view shows. */
export const countAwaitingValidation = (
  requests: readonly { validation_gestion: boolean | null }[],
): number => requests.filter(awaitsValidation).length;
