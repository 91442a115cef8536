// The consent area's calls (spec 1 §7 "Consent area"), made inside the farmer's consent session:
// the farmer's record, the advisers they granted (current campaign), the advisers of the service,
// the farmer's plots, the link writes, and the communes of a postal code. A write answers 1 when
// done (spec 1 §8: anything else says 'Un problème est survenu.').
import type { Farmer } from '@agro/contracts/entities/platform';
import type { AdviserFarmerLink } from '@agro/contracts/entities/platform';
import { withAcceptedFarmerTerms } from '@agro/domain/session';
import { useQuery } from '@tanstack/react-query';
import { callApi, confirmedWrite } from '../../lib/api';
import { apiDataQuery } from '../../lib/api-query';
import type { ConsentSession } from './consent-session';

const farmerParams = (session: ConsentSession) => ({
  agri: session.agri,
  op: session.operateur,
  client: session.client,
});

export const consentKeys = {
  farmer: (s: ConsentSession) => ['consent', s.agri, s.operateur, s.client, 'farmer'] as const,
  links: (s: ConsentSession) => ['consent', s.agri, s.operateur, s.client, 'links'] as const,
};

export function useFarmer(session: ConsentSession) {
  return useQuery(
    apiDataQuery(consentKeys.farmer(session), 'consentFarmerGet', {
      params: farmerParams(session),
    }),
  );
}

export function useFarmerLinks(session: ConsentSession, campagne: number) {
  return useQuery(
    apiDataQuery([...consentKeys.links(session), campagne], 'consentLinksList', {
      params: farmerParams(session),
      query: { campagne },
    }),
  );
}

export function useServiceAdvisers(service: string) {
  return useQuery({
    ...apiDataQuery(['consent', 'advisers', service], 'consentServiceAdvisers', {
      params: { service },
    }),
    staleTime: 5 * 60_000,
  });
}

export function useFarmerPlots(session: ConsentSession) {
  return useQuery({
    ...apiDataQuery(
      ['consent', session.agri, session.operateur, session.client, 'plots', session.service],
      'consentFarmerPlots',
      { params: { ...farmerParams(session), service: session.service } },
    ),
    staleTime: 5 * 60_000,
  });
}

const done = confirmedWrite;

/** Saves the farmer's record; saving records the acceptance of the current terms (spec 1 §4). */
export const saveFarmer = (session: ConsentSession, farmer: Omit<Farmer, 'cgu'>) =>
  done(
    callApi('consentFarmerSave', {
      params: farmerParams(session),
      body: withAcceptedFarmerTerms({ ...farmer, cgu: null }) as Farmer & { cgu: 'v3' },
    }),
  );

export type LinkInput = Pick<
  AdviserFarmerLink,
  | 'id_agri_cons'
  | 'id_conseiller'
  | 'date_debut'
  | 'date_fin'
  | 'service'
  | 'parcelles_inclues'
  | 'parcelles_exclues'
>;

export const saveLink = (session: ConsentSession, link: LinkInput) =>
  done(callApi('consentLinkSave', { params: farmerParams(session), body: link }));

export const deleteLink = (idLink: string) =>
  done(callApi('consentLinkDelete', { params: { idLink } }));

/** Spec 1 §7: the postal-code reference times out after 12 s, and a failure is an empty list. */
export const POSTAL_CODES_TIMEOUT_MS = 12_000;

export async function findCommunes(query: string, signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(POSTAL_CODES_TIMEOUT_MS);
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    return (await callApi('postalCodes', { query: { q: query }, signal: both })).data;
  } catch {
    return [];
  }
}
