// Spec 2 §2 "Detail cards" of the CHN plot detail: identity, stages, crop, nitrogen and biomass,
// the advice's values, satellite images, inputs and the calculation's warnings and errors.
import type { ChnPlotResult } from '@agro/contracts/entities/ferti';
import { forcedResidual, formatDeltaN } from '@agro/domain/chn';
import { formatDateFr } from '@agro/domain/dates';
import { List, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { Fields, SectionCard } from '../../../components/SectionCard';
import { formatNumberFr } from '../../../lib/format';
import { irrigations, realisedInputs } from './plot-model';

const day = (value: string | null | undefined) => (value ? formatDateFr(value) : '-');
const text = (value: string | null | undefined) => (value ? value : '-');
const measure = (value: number | null | undefined, unit: string, digits = 1) =>
  typeof value === 'number' ? `${formatNumberFr(value, digits)} ${unit}` : '-';
const figure = (value: number | null | undefined, digits = 2) =>
  typeof value === 'number' ? formatNumberFr(value, digits) : '-';
const yesNo = (value: boolean | null | undefined) =>
  value === true ? 'Oui' : value === false ? 'Non' : '-';

function Messages({ items, none }: { items: readonly string[] | null | undefined; none: string }) {
  if (!items || items.length === 0) return <Text size="sm">{none}</Text>;
  return (
    <List size="sm" spacing={2}>
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}

function SmallTable({
  caption,
  headers,
  rows,
  empty,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly ReactNode[][];
  empty: string;
}) {
  return (
    <>
      <Text size="sm" fw={600} mt="sm" mb={4}>
        {caption}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <ScrollableTable label={caption} headers={headers} rows={rows} minWidth={280} />
      )}
    </>
  );
}

export function DetailCards({ result }: { result: ChnPlotResult }) {
  const forced = forcedResidual(result.sol_mesures);
  const previousYield =
    typeof result.rendementrecolteprecedent === 'number'
      ? `${formatNumberFr(result.rendementrecolteprecedent, 1)} ${result.uniterendementrecolteprecedent ?? ''}`.trim()
      : '-';
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
      <SectionCard title="Identification" level={3}>
        <Fields
          items={[
            { label: 'Date de calcul', value: day(result.calcul_end_timestamp?.slice(0, 10)) },
            { label: 'ZAM', value: text(result.zam) },
            { label: 'Client', value: text(result.client) },
            { label: 'Ingénieur régional', value: text(result.ingenieur_regional) },
            { label: 'Exploitation', value: text(result.exploitation) },
            { label: 'Lieu-dit', value: text(result.lieudit) },
            { label: 'Code airbus', value: text(result.code_airbus) },
            { label: 'Parcelle', value: text(result.nom_parcelle) },
          ]}
        />
      </SectionCard>
      <SectionCard title="Stades" level={3}>
        <Fields
          items={[
            { label: 'Épi 1 cm', value: day(result.epi1cm_date) },
            { label: '1 nœud', value: day(result.unnoeud_date) },
            { label: '2 nœuds', value: day(result.deuxnoeuds_date) },
            { label: 'DFP', value: day(result.dfp_date) },
            { label: 'Épiaison', value: day(result.epiaison_date) },
          ]}
        />
      </SectionCard>
      <SectionCard title="Culture" level={3}>
        <Fields
          items={[
            { label: 'Variété', value: text(result.variete) },
            { label: 'Débouché', value: text(result.crop_management) },
            { label: 'Date de semis', value: day(result.semis_date) },
            { label: 'Parcelle irriguée', value: yesNo(result.parcelle_irriguee) },
            { label: 'Sol', value: text(result.codesolbase ?? result.codebasesol) },
            { label: 'Précédent', value: text(result.nom_precedent ?? result.codeprecedent) },
            { label: 'Récolte du précédent', value: day(result.daterecolteprecedent) },
            { label: 'Rendement du précédent', value: previousYield },
            {
              label: 'Destination des résidus',
              value: text(result.destinationresidusrecolteprecedent),
            },
            {
              label: 'Reliquat azoté forcé',
              value: forced
                ? `Oui, le ${formatDateFr(forced.date)} (${forced.haut}-${forced.bas} cm)`
                : 'Non',
            },
          ]}
        />
      </SectionCard>
      <SectionCard title="Azote et biomasse" level={3}>
        <Fields
          items={[
            {
              label: 'LAI avant / après assimilation',
              value: `${figure(result.dernier_lai_avant_assimilation)} / ${figure(result.dernier_lai_apres_assimilation)}`,
            },
            {
              label: 'Azote absorbé avant assimilation',
              value: measure(result.dernier_azoteaerienabsorbe_avant_assimilation, 'kgN/ha'),
            },
            {
              label: 'Azote absorbé après assimilation',
              value: measure(result.dernier_azoteaerienabsorbe_apres_assimilation, 'kgN/ha'),
            },
            {
              label: 'Biomasse avant assimilation',
              value: measure(result.dernier_biomasseaerienne_avant_assimilation, 't/ha', 2),
            },
            {
              label: 'Biomasse après assimilation',
              value: measure(result.dernier_biomasseaerienne_apres_assimilation, 't/ha', 2),
            },
            { label: 'INN', value: figure(result.dernier_inn) },
            { label: 'LAI à J+10', value: figure(result.lai_jplus10) },
            {
              label: 'Azote absorbé à J+10',
              value: measure(result.azoteaerienabsorbe_jplus10, 'kgN/ha'),
            },
            {
              label: 'Biomasse à J+10',
              value: measure(result.biomasseaerienne_jplus10, 't/ha', 2),
            },
            { label: 'INN à J+10', value: figure(result.inn_jplus10) },
          ]}
        />
      </SectionCard>
      <SectionCard title="Préconisation" level={3}>
        <Fields
          items={[
            { label: 'Dose préconisée', value: measure(result.dose_preconisee, 'kgN/ha', 0) },
            { label: 'Apport prévu\u202f?', value: yesNo(result.Preco_declenchement) },
            { label: 'Delta N', value: formatDeltaN(result.delta_n) || '-' },
            { label: 'Date de franchissement INN', value: day(result.date_franchissement_inn_min) },
            {
              label: 'Début prochaine période favorable',
              value: day(result.date_debut_prochaine_periode_favorable),
            },
            {
              label: 'Fin prochaine période favorable',
              value: day(result.date_fin_prochaine_periode_favorable),
            },
            { label: 'Date dernier apport', value: day(result.date_dernier_apport) },
            {
              label: 'Dose dernier apport',
              value: measure(result.dose_dernier_apport, 'kgN/ha', 0),
            },
            {
              label: 'Pluie depuis dernier apport',
              value: measure(result.spluie_depuis_dernier_apport, 'mm'),
            },
          ]}
        />
      </SectionCard>
      <SectionCard title="Images satellite" level={3}>
        <Fields
          items={[
            {
              label: 'Dernière image utilisée',
              value: day(result.date_derniere_image_utilisee?.acquisition_date),
            },
            {
              label: 'Dernière image LAI',
              value: day(result.date_derniere_image_lai?.acquisition_date),
            },
            {
              label: 'Dernière image chlorophylle',
              value: day(result.date_derniere_image_chl?.acquisition_date),
            },
          ]}
        />
      </SectionCard>
      <SectionCard title="Apports" level={3}>
        <SmallTable
          caption="Apports prévus"
          headers={['Date prévue', 'Conseil J-9', 'Conseil J-2']}
          empty="Aucun apport prévu"
          rows={(result.livraison_conseil ?? []).map((input) => [
            day(input.date_apport_prevu),
            input.conseil_jm9
              ? `${measure(input.conseil_jm9.dose, 'kgN/ha', 0)} (${day(input.conseil_jm9.date)})`
              : '-',
            input.conseil_jm2
              ? `${measure(input.conseil_jm2.dose, 'kgN/ha', 0)} (${day(input.conseil_jm2.date)})`
              : '-',
          ])}
        />
        <SmallTable
          caption="Apports réalisés"
          headers={['Date', 'Dose', 'Type']}
          empty="Aucun apport réalisé"
          rows={realisedInputs(result).map((input) => [
            day(input.date),
            measure(input.dose, 'kgN/ha', 0),
            [input.nom, input.produit].filter(Boolean).join(' - '),
          ])}
        />
        <SmallTable
          caption="Irrigations"
          headers={['Date', 'Dose']}
          empty="Aucune irrigation"
          rows={irrigations(result).map((input) => [day(input.date), measure(input.dose, 'mm', 0)])}
        />
      </SectionCard>
      <SectionCard title="Informations de calcul" level={3}>
        <Text size="sm" fw={600} mb={4}>
          Avertissements
        </Text>
        <Messages items={result.warnings} none="Aucun avertissement" />
        <Text size="sm" fw={600} mt="sm" mb={4}>
          Erreurs
        </Text>
        <Messages items={result.errors} none="Aucune erreur" />
      </SectionCard>
    </SimpleGrid>
  );
}
