// Spec 4 §2.6, §4, §5.3, §5.5: the stage request form. Sending checks the form (combined
// earliness first, 'Formulaire erroné'; then the required fields, 'Formulaire incomplet'), asks the
// service for similar requests (a confirmation lists them), checks the user's perimeter (a
// confirmation sets horsPerimetreIR), then records the request: true is the only success.
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import {
  isSowingEndDay,
  isSowingStartDay,
  RECALAGE_STAGES,
  recalageSowingWindow,
  stageFormProblem,
} from '@agro/domain/recalage';
import { Group, List, Text } from '@mantine/core';
import { useState } from 'react';
import { SelectField } from '../../../components/SelectField';
import { ChoiceModal } from '../../../components/ChoiceModal';
import { DayPickerInput } from '../../../components/DayPickerInput';
import { SIMILAR_QUESTION } from './messages';
import { sendStageRequest, similarStageRequests, STAGE_REQUESTS_KEY } from './recalage-api';
import { cropLabel, stageLabel } from '@agro/contracts/columns/recalage';
import { stagePayload, type StageFormState } from './recalage-form';
import {
  RequestFormModal,
  useRequestFormState,
  type RequestFormModalProps,
  type RequestFormProps,
  type RequestSending,
} from './request-form-state';
import {
  CropSelect,
  FIELD_WIDTH,
  RequestForm,
  RequestValueInput,
  ScoresSelect,
  VarietiesSelect,
} from './RequestFields';

const numbers = (values: readonly string[]) => values.map(Number);
const STAGE_PROBLEM_TEXT =
  'Renseignez les dates de semis, les départements, le stade, le décalage et le type de demande.';

/** A similar request, in one line. */
export function requestSummary(request: RecalageRequest): string {
  const parts = [
    `Demande ${request.id}`,
    cropLabel(request.culture),
    stageLabel(request.stade),
    request.departements?.join(', '),
    request.jourdecalage === null ? null : `${request.jourdecalage} j`,
    request.demandeur,
  ].filter(Boolean);
  return parts.join(' – ');
}

export function StageRequestModal(props: RequestFormModalProps<StageFormState>) {
  return <RequestFormModal {...props} form={StageRequestForm} />;
}

const SENDING: RequestSending<StageFormState> = {
  listKey: STAGE_REQUESTS_KEY,
  send: (form, outsideScope) => sendStageRequest(stagePayload(form, outsideScope)),
};

function StageRequestForm(props: RequestFormProps<StageFormState>) {
  const { harvestYear } = props;
  const state = useRequestFormState(props, SENDING);
  const { form, change, problem } = state;
  const [similar, setSimilar] = useState<RecalageRequest[] | null>(null);
  const sowingWindow = recalageSowingWindow(harvestYear);

  const submit = async () => {
    const found = stageFormProblem({
      sowing: [form.start, form.end],
      departments: form.departments,
      stage: form.stage,
      value: form.value,
      kind: form.kind,
      precoMontaison: numbers(form.precoMontaison),
      precoEpiaison: numbers(form.precoEpiaison),
      varieties: form.varieties,
      harvestYear,
    });
    state.setProblem(found);
    if (found) return;
    const existing = await state.run(() => similarStageRequests(stagePayload(form, false)));
    if (existing === undefined) return;
    if (existing.length > 0) setSimilar(existing);
    // After the similar requests: the perimeter (spec 4 §5.5), then the sending.
    else state.checkPerimeter();
  };

  return (
    <RequestForm
      {...state.requestForm}
      onSubmit={() => void submit()}
      problem={
        problem
          ? {
              title: problem.title,
              text: problem.message === problem.title ? STAGE_PROBLEM_TEXT : problem.message,
            }
          : null
      }
      after={
        <>
          <ChoiceModal
            opened={similar !== null}
            question={SIMILAR_QUESTION}
            onCancel={() => setSimilar(null)}
            onConfirm={() => {
              setSimilar(null);
              state.checkPerimeter();
            }}
          >
            <List size="sm" mt="xs" aria-label="Demandes semblables">
              {(similar ?? []).map((request) => (
                <List.Item key={String(request.id)}>{requestSummary(request)}</List.Item>
              ))}
            </List>
          </ChoiceModal>
          {state.perimeterConfirmation}
        </>
      }
      sowing={
        <Group gap="md" align="flex-start" wrap="wrap">
          <DayPickerInput
            label="Début semis"
            description="Le 1, 6, 11, 16, 21 ou 26 du mois"
            value={form.start}
            onChange={(start) => change({ start })}
            minDate={sowingWindow.from}
            maxDate={sowingWindow.to}
            excludeDay={(iso) => !isSowingStartDay(iso, harvestYear)}
            defaultMonth={sowingWindow.from}
            required
            w={FIELD_WIDTH}
          />
          <DayPickerInput
            label="Fin semis"
            description="Le 5, 10, 15, 20, 25 ou le dernier jour du mois"
            value={form.end}
            onChange={(end) => change({ end })}
            minDate={form.start ?? sowingWindow.from}
            maxDate={sowingWindow.to}
            excludeDay={(iso) => !isSowingEndDay(iso, harvestYear)}
            defaultMonth={form.start ?? sowingWindow.from}
            required
            w={FIELD_WIDTH}
          />
        </Group>
      }
    >
      <Group gap="md" align="flex-start" wrap="wrap">
        <CropSelect value={form.crop} onChange={change} />
        <VarietiesSelect options={state.varieties} value={form.varieties} onChange={change} />
        <ScoresSelect
          label="Précocités montaison"
          value={form.precoMontaison}
          onChange={(precoMontaison) => change({ precoMontaison })}
        />
        <ScoresSelect
          label="Précocités épiaison"
          value={form.precoEpiaison}
          onChange={(precoEpiaison) => change({ precoEpiaison })}
        />
      </Group>
      <Text size="xs" c="dimmed">
        Précocités montaison, précocités épiaison ou variétés{'\u202f'}: une seule de ces
        conditions. Toutes les précocités choisies valent aucune.
      </Text>
      <Group gap="md" align="flex-start" wrap="wrap">
        <SelectField
          label="Stade à décaler"
          data={RECALAGE_STAGES.map((stage) => ({ value: stage.value, label: stage.label }))}
          value={form.stage}
          onChange={(stage) => change({ stage })}
          withAsterisk
          w={FIELD_WIDTH}
        />
        <RequestValueInput
          label="Décalage (jours)"
          description={'Positif, le modèle est retardé\u202f; négatif, il est avancé'}
          value={form.value}
          onChange={change}
        />
      </Group>
    </RequestForm>
  );
}
