// The cas-type form (spec 3 §2.6, §5): a name, and either a station picked on the map (or in the
// list beside it, for keyboards) among the adviser's departments' stations, or a synchronised
// external station (provider and code) that 'Vérifier' must find. Picking a station turns the
// synchronisation off and clears provider and code; ticking it clears the picked station; changing
// provider or code asks for a new check. A cas-type is planted on 1 March with the most sensitive
// variety.
import type { BlightCasTypeRow, BlightPlotInput } from '@agro/contracts/entities/blight';
import type { CasTypeStation } from '@agro/contracts/entities/stations';
import {
  CAS_TYPE_VARIETY,
  casTypePlantation,
  isCasTypeComplete,
} from '@agro/domain/blight-interventions';
import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { FormActions } from '../../../components/FormActions';
import { MapView } from '../../../components/MapView';
import { StationCheckFields, useStationCheck } from '../StationCheck';
import { SelectField } from '../../../components/SelectField';

export const STATION_MISSING =
  'Choisissez une station sur la carte ou synchronisez une autre station vérifiée.';
export const SYNCHRONISE_LABEL = 'Synchroniser une autre station';
/** Under the buttons of an untouched form: what it needs, not yet an error (issue 41). */
export const CAS_TYPE_NEEDS = 'Nommez le cas-type et choisissez sa station.';
export const NAME_REQUIRED = 'Le nom est obligatoire.';

const stationLabel = (station: CasTypeStation) =>
  `${station.nom_usuel ?? station.device_code} – ${station.nom_commune ?? ''} (${station.device_code})`;

export interface CasTypeFormProps {
  today: string;
  stations: readonly CasTypeStation[];
  /** The cas-type being edited; null to create one. */
  editing: BlightCasTypeRow | null;
  /** Why a new cas-type cannot be made (the quota); the form is then for edits only. */
  blockedReason: string | null;
  region: string | null;
  onSubmit(input: BlightPlotInput): Promise<unknown>;
  onCancel(): void;
}

export function CasTypeForm({
  today,
  stations,
  editing,
  blockedReason,
  region,
  onSubmit,
  onCancel,
}: CasTypeFormProps) {
  const initialStation =
    editing === null
      ? null
      : (stations.find(
          (station) =>
            station.device_code === editing.device_code &&
            (station.constructor_name ?? null) === (editing.device_constructor ?? null),
        ) ?? null);
  const [name, setName] = useState(editing?.plot_name ?? '');
  // The name's error waits until the user has left the field: said before anything is typed, it
  // read as a mistake already made.
  const [nameLeft, setNameLeft] = useState(false);
  const [stationId, setStationId] = useState<string | null>(
    initialStation ? String(initialStation.id) : null,
  );
  const [synchronise, setSynchronise] = useState(editing !== null && initialStation === null);
  // An edited cas-type's synchronised station was checked when it was saved.
  const external = useStationCheck({
    operator: initialStation ? null : (editing?.device_constructor ?? null),
    code: initialStation ? '' : (editing?.device_code ?? ''),
    state: editing !== null && initialStation === null ? 'saved' : 'none',
    bsv: true,
  });
  const provider = external.operator;
  const code = external.code;
  const [pending, setPending] = useState(false);

  const station = stations.find((candidate) => String(candidate.id) === stationId) ?? null;
  const complete = isCasTypeComplete({
    name,
    stationId: synchronise ? null : stationId,
    provider: synchronise ? provider : null,
    code: synchronise ? code : null,
    verified: external.verified,
  });
  const blocked = editing === null ? blockedReason : null;
  /** What the cas-type still lacks, said under the buttons unless it is blocked anyway. */
  const lacking = name.trim() !== '' ? STATION_MISSING : nameLeft ? NAME_REQUIRED : CAS_TYPE_NEEDS;
  const points = useMemo(
    () =>
      stations.map((candidate) => ({
        id: candidate.id,
        latitude: candidate.latitude,
        longitude: candidate.longitude,
      })),
    [stations],
  );

  const pick = (id: string | null) => {
    setStationId(id);
    // Picking a station turns the synchronisation off (spec 3 §2.6).
    setSynchronise(false);
    external.clear();
  };
  const reset = () => {
    setName('');
    setNameLeft(false);
    pick(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || blocked !== null) return;
    const input: BlightPlotInput = {
      name: name.trim(),
      variety: CAS_TYPE_VARIETY,
      plantation: casTypePlantation(today),
      fournisseurStation: synchronise ? (provider ?? '') : (station?.constructor_name ?? ''),
      codeStationFournisseur: synchronise ? code.trim() : (station?.device_code ?? ''),
      station: synchronise ? null : (station?.id ?? null),
      latitude: synchronise ? (external.found?.latitude ?? 0) : (station?.latitude ?? 0),
      longitude: synchronise ? (external.found?.longitude ?? 0) : (station?.longitude ?? 0),
      region,
      organism: 'BSV',
    };
    setPending(true);
    onSubmit(input)
      .then(() => {
        if (editing === null) reset();
      })
      .catch(() => undefined)
      .finally(() => setPending(false));
  };

  return (
    <form
      onSubmit={submit}
      aria-label={editing ? `Modifier le cas-type ${editing.plot_name}` : 'Créer un cas-type'}
      noValidate
    >
      <Stack gap="sm">
        <TextInput
          label="Nom du cas-type"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() => setNameLeft(true)}
          w={{ base: '100%', sm: 360 }}
        />
        <Text size="sm">
          Plantation le {casTypePlantation(today).split('-').reverse().join('/')}, variété{' '}
          {CAS_TYPE_VARIETY}.
        </Text>
        <SelectField
          label="Station choisie sur la carte"
          description="Cliquez une station sur la carte, ou choisissez-la dans cette liste."
          searchable
          clearable
          data={stations.map((candidate) => ({
            value: String(candidate.id),
            label: stationLabel(candidate),
          }))}
          value={synchronise ? null : stationId}
          onChange={pick}
          nothingFoundMessage="Aucune station"
          w={{ base: '100%', sm: 480 }}
        />
        <MapView
          label="Carte des stations"
          description="Les mêmes stations sont proposées dans la liste 'Station choisie sur la carte'."
          points={points}
          fitToPoints
          height={320}
          renderPopup={(point) => {
            const candidate = stations.find((entry) => entry.id === point.id);
            if (!candidate) return null;
            return (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {stationLabel(candidate)}
                </Text>
                <Text size="xs">{candidate.propriete ?? ''}</Text>
                <Button size="xs" onClick={() => pick(String(candidate.id))}>
                  Choisir cette station
                </Button>
              </Stack>
            );
          }}
        />
        <Checkbox
          label={SYNCHRONISE_LABEL}
          checked={synchronise}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setSynchronise(checked);
            // Synchronising another station clears the picked one (spec 3 §2.6).
            if (checked) setStationId(null);
            external.unverify();
          }}
        />
        {synchronise ? <StationCheckFields check={external} operatorLabel="Fournisseur" /> : null}
        <FormActions
          submitLabel={editing ? 'Enregistrer le cas-type' : 'Créer le cas-type'}
          disabled={!complete || blocked !== null}
          loading={pending}
          onCancel={editing ? onCancel : null}
          reason={complete || blocked !== null ? null : lacking}
        />
      </Stack>
    </form>
  );
}
