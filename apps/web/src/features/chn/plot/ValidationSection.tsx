// Spec 2 §2 "Validation/Corrections" of the CHN plot detail: the soil's useful reserve and depth,
// its measures, the latest correction proposal file (HTML) or 'AUCUN', the mask in use and the
// upcoming one (400 characters, then 'Voir tout'), the dates of the last corrections and the
// history table with its export.
import { chnPlotHistoryColumns } from '@agro/contracts/columns/chn-plot';
import type { ChnPlotResult } from '@agro/contracts/entities/ferti';
import { MASK_FULL_LENGTH, maskPreview } from '@agro/domain/chn';
import { formatDateFr } from '@agro/domain/dates';
import { Anchor, Box, Button, Code, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { Fields, SectionCard } from '../../../components/SectionCard';
import { formatNumberFr } from '../../../lib/format';
import { useChnPlotReports } from '../chn-api';

/** What a proposal file's absence reads (spec 2 §2). */
export const NO_PROPOSAL = 'AUCUN';

function Mask({ label, mask }: { label: string; mask: string | null | undefined }) {
  const [full, setFull] = useState(false);
  const preview = maskPreview(mask);
  const text = full ? (mask ?? '').slice(0, MASK_FULL_LENGTH) : preview.text;
  return (
    <Box>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {text === '' ? (
        <Text size="sm">Aucun</Text>
      ) : (
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Code>
      )}
      {preview.truncated ? (
        <Button variant="subtle" size="compact-sm" onClick={() => setFull((value) => !value)}>
          {full ? 'Réduire' : 'Voir tout'}
        </Button>
      ) : null}
    </Box>
  );
}

function ProposalFile({ plotId }: { plotId: string }) {
  const reports = useChnPlotReports(plotId);
  if (reports.isPending) return <Text size="sm">Chargement en cours…</Text>;
  if (reports.isError) {
    return (
      <Text size="sm" c="red.9" role="alert">
        Le fichier de proposition n&apos;a pas pu être chargé.{' '}
        <Anchor component="button" size="sm" onClick={() => void reports.refetch()}>
          Réessayer
        </Anchor>
      </Text>
    );
  }
  const latest = reports.data.at(-1);
  if (!latest) return <Text size="sm">{NO_PROPOSAL}</Text>;
  return (
    <Anchor href={`data:text/html;base64,${latest.base64}`} download={latest.nom_fichier} size="sm">
      Télécharger la proposition de correction ({latest.nom_fichier})
    </Anchor>
  );
}

export function ValidationSection({
  plotId,
  result,
  exportParameters,
}: {
  plotId: string;
  result: ChnPlotResult;
  exportParameters: Readonly<Record<string, string>>;
}) {
  const measures = result.sol_mesures ?? [];
  const history = result.tab_historique ?? [];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SectionCard title="Sol" level={3}>
          <Fields
            items={[
              {
                label: 'Réserve utile',
                value:
                  typeof result.sol_reserve_utile === 'number'
                    ? `${formatNumberFr(result.sol_reserve_utile, 0)} mm`
                    : '-',
              },
              {
                label: 'Profondeur du sol',
                value:
                  typeof result.sol_profondeur === 'number'
                    ? `${formatNumberFr(result.sol_profondeur, 0)} cm`
                    : '-',
              },
            ]}
          />
          <Text size="sm" fw={600} mt="sm" mb={4}>
            Mesures du sol
          </Text>
          {measures.length === 0 ? (
            <Text size="sm">Aucune mesure</Text>
          ) : (
            <ScrollableTable
              label="Mesures du sol"
              headers={['Grandeur', 'Date', 'Horizon (cm)', 'Valeur']}
              rows={measures.map((measure) => [
                measure.grandeur,
                formatDateFr(measure.date),
                `${measure.haut}-${measure.bas}`,
                formatNumberFr(measure.valeur, 1),
              ])}
            />
          )}
        </SectionCard>
        <SectionCard title="Corrections" level={3}>
          <Stack gap="sm">
            <Box>
              <Text size="sm" fw={600}>
                Dernière proposition de correction
              </Text>
              <ProposalFile plotId={plotId} />
            </Box>
            <Mask label="Masque en cours" mask={result.masque_correctif_calcul} />
            <Mask label="Masque à venir" mask={result.masque_correctif_a_venir} />
            <Box>
              <Text size="sm" fw={600}>
                Dates des dernières corrections
              </Text>
              {(result.corrections ?? []).length === 0 ? (
                <Text size="sm">Aucune correction</Text>
              ) : (
                <List size="sm">
                  {(result.corrections ?? []).map((correction) => (
                    <List.Item key={`${correction.levier}-${correction.date}`}>
                      {correction.levier}&#x202F;: {formatDateFr(correction.date)}
                    </List.Item>
                  ))}
                </List>
              )}
            </Box>
          </Stack>
        </SectionCard>
      </SimpleGrid>
      <Box component="section" aria-labelledby="chn-historique-parcelle">
        <Text id="chn-historique-parcelle" fw={600} component="h3" size="lg" m={0} mb="xs">
          Historique de validation
        </Text>
        <DataTable
          label="Historique de validation"
          columns={chnPlotHistoryColumns}
          rows={history}
          searchable={false}
          pageSizes={[10, 25, 50]}
          exportName={`chn-historique/${plotId}`}
          exportParameters={exportParameters}
          exportDisabledReason={history.length === 0 ? 'Aucun historique à exporter' : null}
        />
      </Box>
    </Stack>
  );
}
