// The fields both request forms share (spec 4 §2.6): departments under their region, stations,
// PRA, Panoramix soil types and base soils, the crop and the comment, with the reference lists
// they offer; and the request kind ('Correction' only when modifying a request).
import { requestKindChoices, type RequestKind } from '@agro/domain/recalage';
import { Alert, Button, Group, Radio, Select, TagsInput, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { MultiSelectFilter, type FilterOption } from '../../../components/MultiSelectFilter';
import { REFERENCES_LOAD_FAILED } from './messages';
import {
  usePraZones,
  useRecalageDepartments,
  useRecalageSoils,
  useRecalageStations,
  useVarietyNotes,
} from './recalage-api';
import { CROP_OPTIONS, departmentOptions } from './recalage-form';

export interface RecalageReferences {
  departments: FilterOption[];
  stations: FilterOption[];
  pras: FilterOption[];
  soils: FilterOption[];
  notes: readonly { idEspece: string | number; variete: string }[];
  failed: boolean;
  retry(): void;
}

/** The reference lists of the forms, as options. */
export function useRecalageReferences(): RecalageReferences {
  const departments = useRecalageDepartments();
  const stations = useRecalageStations();
  const pras = usePraZones();
  const soils = useRecalageSoils();
  const notes = useVarietyNotes();
  const queries = [departments, stations, pras, soils, notes];
  const failed = queries.some((query) => query.isError);
  const departmentList = useMemo(
    () => departmentOptions(departments.data ?? []),
    [departments.data],
  );
  const stationList = useMemo(
    () =>
      (stations.data ?? []).map((station) => ({
        value: station.CodeStation,
        label: `${station.NomComplet} (${station.CodeStation})`,
      })),
    [stations.data],
  );
  const praList = useMemo(
    () =>
      (pras.data ?? []).map((pra) => ({
        value: pra.code_pra,
        label: `${pra.nom} (${pra.code_pra})`,
      })),
    [pras.data],
  );
  const soilList = useMemo(
    () => (soils.data ?? []).map((soil) => ({ value: String(soil.id), label: soil.nom_arvalis })),
    [soils.data],
  );
  return {
    departments: departmentList,
    stations: stationList,
    pras: praList,
    soils: soilList,
    notes: notes.data ?? [],
    failed,
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}

export function ReferencesError({ references }: { references: RecalageReferences }) {
  if (!references.failed) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {REFERENCES_LOAD_FAILED}{' '}
      <Button variant="default" size="compact-sm" onClick={references.retry}>
        Réessayer
      </Button>
    </Alert>
  );
}

export interface PlaceValues {
  departments: string[];
  stations: string[];
  pras: string[];
  soilsPanoramix: string[];
  soilsBase: string[];
}

const FIELD_WIDTH = { base: '100%', sm: 'calc(50% - 8px)' } as const;

/** Where the request applies: departments, stations, PRA and soils. */
export function PlaceFields({
  values,
  onChange,
  references,
}: {
  values: PlaceValues;
  onChange(next: Partial<PlaceValues>): void;
  references: RecalageReferences;
}) {
  return (
    <Group gap="md" align="flex-start" wrap="wrap">
      <MultiSelectFilter
        label="Départements"
        options={references.departments}
        value={values.departments}
        onChange={(departments) => onChange({ departments })}
        w={FIELD_WIDTH}
      />
      <MultiSelectFilter
        label="Stations"
        options={references.stations}
        value={values.stations}
        onChange={(stations) => onChange({ stations })}
        w={FIELD_WIDTH}
      />
      <MultiSelectFilter
        label="PRA"
        options={references.pras}
        value={values.pras}
        onChange={(pras) => onChange({ pras })}
        w={FIELD_WIDTH}
      />
      <TagsInput
        label="Types de sols Panoramix"
        description="Saisir un type puis Entrée"
        value={values.soilsPanoramix}
        onChange={(soilsPanoramix) => onChange({ soilsPanoramix })}
        clearable
        w={FIELD_WIDTH}
      />
      <MultiSelectFilter
        label="Sols de base"
        options={references.soils}
        value={values.soilsBase}
        onChange={(soilsBase) => onChange({ soilsBase })}
        w={FIELD_WIDTH}
      />
    </Group>
  );
}

export function CropSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange(next: string | null): void;
}) {
  return (
    <Select
      label="Culture"
      data={CROP_OPTIONS}
      value={value}
      onChange={onChange}
      clearable
      w={FIELD_WIDTH}
    />
  );
}

export function CommentField({ value, onChange }: { value: string; onChange(next: string): void }) {
  return (
    <Textarea
      label="Commentaire"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autosize
      minRows={2}
      maxRows={6}
    />
  );
}

/** Spec 4 §4: a new request is 'Nouvelle demande'; a modified one 'Correction', the other disabled. */
export function KindField({
  value,
  editing,
  onChange,
}: {
  value: RequestKind;
  editing: boolean;
  onChange(next: RequestKind): void;
}) {
  return (
    <Radio.Group
      label="Type de demande"
      value={value}
      onChange={(next) => onChange(next as RequestKind)}
      withAsterisk
    >
      <Group gap="lg" mt={4}>
        {requestKindChoices(editing).map((choice) => (
          <Radio
            key={choice.kind}
            value={choice.kind}
            label={choice.kind}
            disabled={choice.disabled}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
