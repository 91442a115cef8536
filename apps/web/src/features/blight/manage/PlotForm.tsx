// The plot's characteristics (spec 3 §2.5, §3.1, §5): name, farmer (an adviser's), variety, area,
// weather operator and station code checked with 'Vérifier' (which fills the coordinates; changing
// either asks for a new check), alternaria, and at creation the stage dates, the first four
// required. Create mode sends a new plot; edit mode the plot's new characteristics.
import type { BlightPlot, BlightPlotInput } from '@agro/contracts/entities/blight';
import {
  ACTION_DONE_TITLE,
  CREATION_REQUIRED_STAGES,
  plotFormErrors,
  stageErrors,
  type StageDates,
} from '@agro/domain/blight-interventions';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { StillNumberInput } from '../../../components/StillNumberInput';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import { useFormValues } from '../../../components/use-form-values';
import { showError } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import { StationCheckFields, useStationCheck } from '../StationCheck';
import { createPlot, editPlot, useConstructors, useVarieties } from './manage-api';
import { filledPhases, StageDateFields } from './StagesSection';
import { SelectField } from '../../../components/SelectField';

export const PLOT_CREATED = 'Création de la parcelle réussie.';
export const PLOT_EDITED = 'Modification de la parcelle réussie.';
export const LISTS_FAILED = "Les variétés ou les opérateurs météo n'ont pas pu être chargés.";
const FARMER_REQUIRED = "L'agriculteur est obligatoire.";
/** The plot's position, typed or filled by the station found: the same field twice. */
const COORDINATES = ['latitude', 'longitude'] as const;
const COORDINATE_LABELS = { latitude: 'Latitude', longitude: 'Longitude' };

export interface FarmerOption {
  value: string;
  label: string;
}

export interface PlotFormProps {
  /** The plot in edit mode; null to create one. */
  plot: BlightPlot | null;
  today: string;
  /** The farmers the user follows (an adviser picks one); empty for a farmer. */
  farmers: readonly FarmerOption[];
  onSaved(id: string): void;
  onCancel(): void;
}

export function PlotForm({ plot, today, farmers, onSaved, onCancel }: PlotFormProps) {
  const client = useQueryClient();
  const varieties = useVarieties();
  const constructors = useConstructors();
  const { values, set, text, number, choice } = useFormValues(() => ({
    name: plot?.name ?? '',
    farmer: farmers.length === 1 ? (farmers[0]?.value ?? null) : null,
    variety: plot?.variety ?? null,
    area: plot?.area ?? null,
    latitude: plot?.latitude ?? null,
    longitude: plot?.longitude ?? null,
  }));
  const { name, farmer, variety, area, latitude, longitude } = values;
  const station = useStationCheck({
    operator: plot?.fournisseurStation ?? null,
    code: plot?.codeStationFournisseur ?? '',
    // The edited plot's station was checked when it was saved.
    state: plot ? 'saved' : 'none',
    // A station found fills the coordinates, which stay editable.
    onFound: (found) => set({ latitude: found.latitude, longitude: found.longitude }),
  });
  const [alternaria, setAlternaria] = useState(plot?.alternaria ?? false);
  const [dates, setDates] = useState<StageDates>({});
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);

  const creation = plot === null;
  const errors = plotFormErrors({
    name,
    variety,
    area,
    latitude,
    longitude,
    operator: station.operator,
    code: station.code,
    verified: station.verified,
  });
  const stageProblems = creation ? stageErrors(dates, { creation: true }) : {};
  const farmerMissing = creation && farmers.length > 1 && farmer === null;
  const invalid =
    Object.keys(errors).length > 0 || Object.keys(stageProblems).length > 0 || farmerMissing;
  const said = (error: string | undefined) => (attempted ? (error ?? null) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const operator = station.operator;
    if (invalid || operator === null || variety === null) return;
    const chosen = varieties.data?.find((entry) => entry.variety === variety);
    const input: BlightPlotInput = {
      name: name.trim(),
      variety,
      variety_code: chosen?.variety_code ?? null,
      area,
      plantation: creation ? (dates.plantation ?? '') : (plot?.plantation ?? ''),
      fournisseurStation: operator,
      codeStationFournisseur: station.code.trim(),
      latitude: latitude ?? 0,
      longitude: longitude ?? 0,
      farmer: creation ? farmer : plot?.farmer,
      alternaria,
      ...(creation ? { phases: filledPhases(dates) } : {}),
    };
    setPending(true);
    try {
      if (plot === null) {
        const id = await createPlot(input);
        showSuccess(PLOT_CREATED, ACTION_DONE_TITLE);
        onSaved(String(id));
      } else {
        await editPlot(String(plot.id), input);
        showSuccess(PLOT_EDITED, ACTION_DONE_TITLE);
        onSaved(String(plot.id));
      }
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
      await client.invalidateQueries({ queryKey: ['blight'] });
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={creation ? 'Créer une parcelle' : `Modifier la parcelle ${plot.name}`}
      noValidate
    >
      {pending ? <WaitingOverlay fullPage /> : null}
      <Stack gap="sm">
        {varieties.isError || constructors.isError ? (
          <Alert color="red" variant="outline" title="Erreur" role="alert">
            {LISTS_FAILED}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <TextInput label="Nom de la parcelle" required {...text('name', said(errors.name))} />
          {creation && farmers.length > 1 ? (
            <SelectField
              label="Agriculteur"
              required
              searchable
              data={[...farmers]}
              nothingFoundMessage="Aucun agriculteur"
              {...choice('farmer', attempted && farmerMissing ? FARMER_REQUIRED : null)}
            />
          ) : null}
          <SelectField
            label="Variété"
            required
            searchable
            data={(varieties.data ?? []).map((entry) => entry.variety)}
            nothingFoundMessage="Aucune variété"
            {...choice('variety', said(errors.variety))}
          />
          <StillNumberInput
            label="Surface (ha)"
            required
            min={0}
            {...number('area', said(errors.area))}
          />
        </SimpleGrid>
        <Title order={3} size="h6">
          Station météo
        </Title>
        <StationCheckFields
          check={station}
          operatorLabel="Opérateur météo"
          errors={{ operator: said(errors.operator), code: said(errors.code) }}
          unverifiedMessage={said(errors.verified)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          {COORDINATES.map((coordinate) => (
            <StillNumberInput
              key={coordinate}
              label={COORDINATE_LABELS[coordinate]}
              required
              decimalScale={6}
              {...number(coordinate, said(errors[coordinate]))}
            />
          ))}
        </SimpleGrid>
        <Checkbox
          label="Suivre aussi l'alternariose"
          checked={alternaria}
          onChange={(event) => setAlternaria(event.currentTarget.checked)}
        />
        {creation ? (
          <>
            <Title order={3} size="h6">
              Stades
            </Title>
            <StageDateFields
              today={today}
              dates={dates}
              required={CREATION_REQUIRED_STAGES}
              // Missing dates are said once the user tried to save; wrong orders at once.
              errors={Object.fromEntries(
                Object.entries(stageProblems).filter(
                  ([stage]) => attempted || Boolean(dates[stage as keyof StageDates]),
                ),
              )}
              onChange={setDates}
            />
          </>
        ) : null}
        <Group gap="sm">
          <Button type="submit" disabled={pending}>
            {creation ? 'Créer la parcelle' : 'Enregistrer la parcelle'}
          </Button>
          {!creation ? (
            <Button variant="default" onClick={onCancel}>
              Nouvelle parcelle
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
