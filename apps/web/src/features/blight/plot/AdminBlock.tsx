// 'Calculs (Admin)' (spec 3 §2.3, §6), for ADMIN readers: launch the plot's calculations, the
// check of its last calculation, and the forced scenario, whose change is confirmed first
// ('Êtes-vous sûr de vouloir mettre ce scénario ?', Oui / Non). 'NULL' removes it.
import { formatDateTimeFr } from '@agro/domain/dates';
import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ChoiceModal } from '../../../components/ChoiceModal';
import { Fields, SectionCard } from '../../../components/SectionCard';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import { showError } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import { LoadState } from '../../../components/LoadState';
import {
  useCalculationCheck,
  useLaunchCalculation,
  useScenarios,
  useSetScenario,
} from './plot-api';
import { SelectField } from '../../../components/SelectField';

export const SCENARIO_QUESTION = 'Êtes-vous sûr de vouloir mettre ce scénario\u202f?';
export const NO_SCENARIO = 'NULL';
export const CALCULATION_LAUNCHED = 'Calculs de la parcelle relancés.';
export const SCENARIO_SET = 'Scénario de la parcelle modifié.';
export const CHECK_LOAD_FAILED = "La vérification des calculs n'a pas pu être chargée.";
export const SCENARIOS_LOAD_FAILED = "Les scénarios n'ont pas pu être chargés.";

function ScenarioSelector({ plotId, current }: { plotId: string; current: string | null }) {
  const scenarios = useScenarios(plotId);
  const set = useSetScenario(plotId);
  const [pending, setPending] = useState<string | null>(null);
  const options = (scenarios.data ?? []).map((scenario) => ({
    value: scenario.code,
    label: scenario.description ? `${scenario.code} - ${scenario.description}` : scenario.code,
  }));
  return (
    <LoadState query={scenarios} failure={SCENARIOS_LOAD_FAILED} loading="Chargement des scénarios">
      {set.isPending ? <WaitingOverlay fullPage /> : null}
      <SelectField
        label="Scénario forcé"
        data={options}
        value={current ?? NO_SCENARIO}
        onChange={(value) => {
          if (value !== null && value !== (current ?? NO_SCENARIO)) setPending(value);
        }}
        allowDeselect={false}
        maw={420}
      />
      <ChoiceModal
        opened={pending !== null}
        question={SCENARIO_QUESTION}
        cancelLabel="Non"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const code = pending;
          setPending(null);
          if (code === null) return;
          set.mutate(code, {
            onSuccess: () => showSuccess(SCENARIO_SET),
            onError: showError,
          });
        }}
      />
    </LoadState>
  );
}

function CalculationCheck({ plotId }: { plotId: string }) {
  const check = useCalculationCheck(plotId);
  return (
    <LoadState query={check} failure={CHECK_LOAD_FAILED} loading="Chargement de la vérification">
      <Fields
        items={[
          { label: 'Statut', value: check.data?.statut_calcul ?? '-' },
          { label: 'Date du calcul', value: formatDateTimeFr(check.data?.date_calcul) || '-' },
          { label: 'Message', value: check.data?.message ?? '-' },
        ]}
      />
    </LoadState>
  );
}

export function AdminBlock({ plotId, scenario }: { plotId: string; scenario: string | null }) {
  const launch = useLaunchCalculation(plotId);
  return (
    <SectionCard title="Calculs (Admin)">
      <Stack gap="md">
        {launch.isPending ? <WaitingOverlay fullPage /> : null}
        <Group>
          <Button
            onClick={() =>
              launch.mutate(undefined, {
                onSuccess: () => showSuccess(CALCULATION_LAUNCHED),
                onError: showError,
              })
            }
          >
            Lancer les calculs
          </Button>
        </Group>
        <Accordion variant="contained" multiple>
          <Accordion.Item value="verification">
            <Accordion.Control>Vérification des calculs</Accordion.Control>
            <Accordion.Panel>
              <CalculationCheck plotId={plotId} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="scenario">
            <Accordion.Control>Scénario</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm" mb="xs">
                Le scénario « {NO_SCENARIO} » retire le scénario forcé.
              </Text>
              <ScenarioSelector plotId={plotId} current={scenario} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </SectionCard>
  );
}
