// The fields both request forms share (spec 4 §2.6): departments under their region, stations,
// PRA, Panoramix soil types and base soils, the crop and the comment, with the reference lists
// they offer; the request kind ('Correction' only when modifying a request); the perimeter's
// confirmation and the form's two buttons.
import {
  EARLINESS_SCORES,
  outsidePerimeter,
  RECALAGE_SAVED,
  RECALAGE_SEND_FAILED,
  requestKindChoices,
  type RequestKind,
} from '@agro/domain/recalage';
import { Alert, Button, Group, Radio, Stack, TagsInput } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { SelectField } from '../../../components/SelectField';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { ChoiceModal } from '../../../components/ChoiceModal';
import { CommentTextarea } from '../../../components/CommentTextarea';
import { StillNumberInput } from '../../../components/StillNumberInput';
import {
  MultiSelectFilter,
  type FilterOption,
  type MultiSelectFilterProps,
} from '../../../components/MultiSelectFilter';
import { showDialog } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import { OUTSIDE_QUESTION, REFERENCES_LOAD_FAILED } from './messages';
import {
  usePraZones,
  useRecalageDepartments,
  useRecalageSoils,
  useRecalageStations,
  useVarietyNotes,
} from './recalage-api';
import { codeOption } from '../code-option';
import { CROP_OPTIONS, departmentOptions } from './recalage-form';
import { useBusyCall } from './use-busy-call';

/** Two fields a line from a tablet up, one on a phone. */
export const FIELD_WIDTH = { base: '100%', sm: 'calc(50% - 8px)' } as const;
/** The scores 1 to 9 as the multi-selects offer them. */
const SCORE_OPTIONS = EARLINESS_SCORES.map(String);

/** A weather station as the forms offer it: 'NAME (code)'. */
export const stationOptions = (
  stations: readonly { NomComplet: string; CodeStation: string }[],
): FilterOption[] => stations.map((station) => codeOption(station.NomComplet, station.CodeStation));

/** A base soil as the forms offer it: its name, its id as the value. */
export const soilOptions = (
  soils: readonly { nom_arvalis: string; id: string | number }[],
): FilterOption[] => soils.map((soil) => ({ value: String(soil.id), label: soil.nom_arvalis }));

/** A request form's window: full screen on a phone. */
export function RequestModal({
  opened,
  title,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={title} size="xl">
      {children}
    </ResponsiveModal>
  );
}

/**
 * Sends a request (spec 4 §8): true is 'Enregistrement effectué', the list of `listKey` reloads and
 * the form closes; anything else is 'Un problème est survenu.'; a failed call its error.
 */
export function useRequestSending(listKey: QueryKey, onDone: () => void) {
  const client = useQueryClient();
  const { busy, run } = useBusyCall();
  const send = (call: () => Promise<boolean>) =>
    run(async () => {
      if (await call()) {
        showSuccess(RECALAGE_SAVED.message, RECALAGE_SAVED.title);
        await client.invalidateQueries({ queryKey: listKey });
        onDone();
      } else {
        showDialog({ kind: 'error', code: '', description: RECALAGE_SEND_FAILED });
      }
    });
  return { busy, run, send };
}

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
  const stationList = useMemo(() => stationOptions(stations.data ?? []), [stations.data]);
  const praList = useMemo(
    () => (pras.data ?? []).map((pra) => codeOption(pra.nom, pra.code_pra)),
    [pras.data],
  );
  const soilList = useMemo(() => soilOptions(soils.data ?? []), [soils.data]);
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

/** The places chosen in a reference list (the Panoramix soil types are typed). */
type ListedPlace = Exclude<keyof PlaceValues, 'soilsPanoramix'>;

/** Where the request applies: departments, stations, PRA and soils. */
function PlaceFields({
  values,
  onChange,
  references,
}: {
  values: PlaceValues;
  onChange(next: Partial<PlaceValues>): void;
  references: RecalageReferences;
}) {
  /** The choices of one of the reference lists. */
  const listed = (name: ListedPlace, label: string, options: FilterOption[]) => (
    <MultiSelectFilter
      label={label}
      options={options}
      value={values[name]}
      onChange={(chosen) => onChange({ [name]: chosen })}
      w={FIELD_WIDTH}
    />
  );
  return (
    <Group gap="md" align="flex-start" wrap="wrap">
      {listed('departments', 'Départements', references.departments)}
      {listed('stations', 'Stations', references.stations)}
      {listed('pras', 'PRA', references.pras)}
      <TagsInput
        label="Types de sols Panoramix"
        description="Saisir un type puis Entrée"
        value={values.soilsPanoramix}
        onChange={(soilsPanoramix) => onChange({ soilsPanoramix })}
        clearable
        w={FIELD_WIDTH}
      />
      {listed('soilsBase', 'Sols de base', references.soils)}
    </Group>
  );
}

/** Scores from 1 to 9 a request is about: earliness (stage form) or sensitivity (disease form). */
export function ScoresSelect(props: Pick<MultiSelectFilterProps, 'label' | 'value' | 'onChange'>) {
  return <MultiSelectFilter {...props} options={SCORE_OPTIONS} w={FIELD_WIDTH} />;
}

/** The varieties of the chosen crop a request is about (both request forms). */
export function VarietiesSelect({
  options,
  value,
  onChange,
}: {
  options: MultiSelectFilterProps['options'];
  value: readonly string[];
  onChange(next: { varieties: string[] }): void;
}) {
  return (
    <MultiSelectFilter
      label="Variétés"
      options={options}
      value={value}
      onChange={(varieties) => onChange({ varieties })}
      w={FIELD_WIDTH}
    />
  );
}

/** The crop of both request forms; another crop clears the varieties chosen, the former crop's. */
export function CropSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange(next: { crop: string | null; varieties: string[] }): void;
}) {
  return (
    <SelectField
      label="Culture"
      data={CROP_OPTIONS}
      value={value}
      onChange={(crop) => onChange({ crop, varieties: [] })}
      clearable
      w={FIELD_WIDTH}
    />
  );
}

/** The request's figure (the new score, the shift in days): required, null while empty. */
export function RequestValueInput({
  label,
  description,
  value,
  onChange,
}: {
  label: string;
  description?: string;
  value: number | null;
  onChange(next: { value: number | null }): void;
}) {
  return (
    <StillNumberInput
      label={label}
      description={description}
      value={value ?? ''}
      onChange={(next) => onChange({ value: typeof next === 'number' ? next : null })}
      withAsterisk
      w={FIELD_WIDTH}
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

/**
 * Spec 4 §5.5: a request naming departments or PRA outside the user's perimeter is sent only once
 * confirmed, and then flagged. `check` sends at once when all is inside; `confirmation` is the
 * question to render in the form.
 */
export function usePerimeterConfirmation(
  rights: readonly string[],
  send: (outsideScope: boolean) => unknown,
) {
  const [outside, setOutside] = useState<string[] | null>(null);
  const check = (departments: readonly string[], pras: readonly string[]) => {
    const out = outsidePerimeter(departments, pras, rights);
    if (out.length > 0) setOutside(out);
    else void send(false);
  };
  const confirmation = (
    <ChoiceModal
      opened={outside !== null}
      question={OUTSIDE_QUESTION}
      detail={outside ? `Hors périmètre\u202f: ${outside.join(', ')}` : undefined}
      onCancel={() => setOutside(null)}
      onConfirm={() => {
        setOutside(null);
        void send(true);
      }}
    />
  );
  return { check, confirmation };
}

/** The end of both forms: leave without sending, or send (busy while it is under way). */
export function RequestFormActions({ busy, onCancel }: { busy: boolean; onCancel(): void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Annuler
      </Button>
      <Button type="submit" loading={busy}>
        Envoyer la demande
      </Button>
    </Group>
  );
}

/**
 * A request's form (spec 4 §4): what its reference lists failed to load, its sowing dates, where it
 * applies, its own fields, then the comment, the kind, what is missing and the buttons; `after`
 * holds its confirmation questions.
 */
export function RequestForm({
  references,
  values,
  onChange,
  onSubmit,
  problem,
  busy,
  onCancel,
  sowing,
  children,
  after,
}: {
  references: RecalageReferences;
  values: PlaceValues & { comment: string; kind: RequestKind; editing: boolean };
  onChange(patch: Partial<PlaceValues> & { comment?: string; kind?: RequestKind }): void;
  onSubmit(): void;
  /** What is missing or wrong, once the user tried to send. */
  problem: { title: string; text: ReactNode } | null;
  busy: boolean;
  onCancel(): void;
  /** The sowing dates the request is about, first. */
  sowing: ReactNode;
  children: ReactNode;
  after: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        <ReferencesError references={references} />
        {sowing}
        <PlaceFields values={values} onChange={onChange} references={references} />
        {children}
        <CommentTextarea
          value={values.comment}
          onChange={(comment) => onChange({ comment })}
          maxRows={6}
        />
        <KindField
          value={values.kind}
          editing={values.editing}
          onChange={(kind) => onChange({ kind })}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert" title={problem.title}>
            {problem.text}
          </Alert>
        ) : null}
        <RequestFormActions busy={busy} onCancel={onCancel} />
      </Stack>
      {after}
    </form>
  );
}
