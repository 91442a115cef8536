// Spec 4 §2.6, §5.4: the disease request form. Two sowing dates (sent in order), the place
// (a department, a station or a PRA at least), the disease, the crop, its varieties or the
// sensitivity scores, the new score and the request kind; the perimeter is confirmed as for a
// stage request; true is the only success.
import { diseaseFormProblem, recalageSowingWindow } from '@agro/domain/recalage';
import { CEREAL_DISEASES, diseasesOfSpecies } from '@agro/domain/stages';
import { Group } from '@mantine/core';
import { useMemo } from 'react';
import { SelectField } from '../../../components/SelectField';
import { DayPickerInput } from '../../../components/DayPickerInput';
import { DISEASE_REQUESTS_KEY, sendDiseaseRequest } from './recalage-api';
import { diseasePayload, type DiseaseFormState } from './recalage-form';
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

const DISEASE_PROBLEM_TEXT =
  'Renseignez les deux dates, la maladie, la nouvelle note, un département, une station ou une PRA, et le type de demande.';

export function DiseaseRequestModal(props: RequestFormModalProps<DiseaseFormState>) {
  return <RequestFormModal {...props} form={DiseaseRequestForm} />;
}

const SENDING: RequestSending<DiseaseFormState> = {
  listKey: DISEASE_REQUESTS_KEY,
  send: (form, outsideScope) => sendDiseaseRequest(diseasePayload(form, outsideScope)),
};

function DiseaseRequestForm(props: RequestFormProps<DiseaseFormState>) {
  const state = useRequestFormState(props, SENDING);
  const { form, change, problem } = state;
  /** Where the calendars open when no day is chosen: the campaign's first sowing day. */
  const sowingStart = recalageSowingWindow(props.harvestYear).from;
  const diseases = useMemo(() => {
    const keys = form.crop === null ? Object.keys(CEREAL_DISEASES) : diseasesOfSpecies(form.crop);
    const options: { value: string; label: string }[] = keys.map((key) => ({
      value: key,
      label: CEREAL_DISEASES[key as keyof typeof CEREAL_DISEASES],
    }));
    // A request naming a disease of another list keeps it offered.
    if (form.disease !== null && !(keys as string[]).includes(form.disease)) {
      options.push({ value: form.disease, label: form.disease });
    }
    return options;
  }, [form.crop, form.disease]);

  const submit = () => {
    const found = diseaseFormProblem({
      dates: form.dates,
      disease: form.disease,
      value: form.value,
      departments: form.departments,
      stations: form.stations,
      pras: form.pras,
      kind: form.kind,
    });
    state.setProblem(found);
    if (found) return;
    state.checkPerimeter();
  };

  return (
    <RequestForm
      {...state.requestForm}
      onSubmit={submit}
      problem={problem ? { title: problem.title, text: DISEASE_PROBLEM_TEXT } : null}
      after={state.perimeterConfirmation}
      sowing={
        <Group gap="md" align="flex-start" wrap="wrap">
          <DayPickerInput
            label="Première date de semis"
            value={form.dates[0]}
            onChange={(first) => change({ dates: [first, form.dates[1]] })}
            defaultMonth={sowingStart}
            required
            w={FIELD_WIDTH}
          />
          <DayPickerInput
            label="Seconde date de semis"
            description="Les deux dates sont remises dans l'ordre à l'envoi"
            value={form.dates[1]}
            onChange={(second) => change({ dates: [form.dates[0], second] })}
            defaultMonth={form.dates[0] ?? sowingStart}
            required
            w={FIELD_WIDTH}
          />
        </Group>
      }
    >
      <Group gap="md" align="flex-start" wrap="wrap">
        <CropSelect value={form.crop} onChange={change} />
        <SelectField
          label="Maladie"
          data={diseases}
          value={form.disease}
          onChange={(disease) => change({ disease })}
          withAsterisk
          w={FIELD_WIDTH}
        />
        <VarietiesSelect options={state.varieties} value={form.varieties} onChange={change} />
        <ScoresSelect
          label="Notes de sensibilité"
          value={form.scores}
          onChange={(scores) => change({ scores })}
        />
        <RequestValueInput label="Nouvelle note" value={form.value} onChange={change} />
      </Group>
    </RequestForm>
  );
}
