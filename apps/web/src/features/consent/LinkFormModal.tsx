// The form granting an adviser access (spec 1 §2, §4, §5): adviser, start and end (bounding each
// other), the service read-only, and the sharing mode: all my plots, all except some, or some,
// with the plots to pick for the last two. A mode that needs plots and has none says 'Opération
// impossible' / 'Vous devez préciser les parcelles concernées.'
import { linkFormErrors, serviceLabel } from '@agro/domain/advisers';
import {
  checkLinkSelection,
  fromLinkSelection,
  toLinkSelection,
  type SharingMode,
} from '@agro/domain/consent';
import {
  Button,
  Checkbox,
  Group,
  Radio,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { SelectField } from '../../components/SelectField';
import { ResponsiveModal } from '../../components/ResponsiveModal';
import { WIDE_DIALOG_WIDTH } from '../../components/dialog-sizes';
import { PeriodInputs } from '../../components/PeriodInputs';
import { usePeriodInputs } from '../../components/use-period-inputs';
import { showError, showInfo } from '../../lib/dialog-store';
import type { LinkInput } from './consent-api';

/** A plot of the farmer, as the consent area lists them (spec 1 §3 "Consent plot"). */
export interface ConsentPlot {
  id: string | number;
  name: string;
  variety: string | null;
}

export const MODE_LABELS: Readonly<Record<SharingMode, string>> = {
  all: 'Toutes mes parcelles',
  allExcept: 'Toutes mes parcelles sauf certaines',
  some: 'Certaines parcelles seulement',
};

export interface AdviserChoice {
  value: string;
  label: string;
}

export interface LinkFormModalProps {
  opened: boolean;
  /** The link edited, or null for a new grant. */
  link: LinkInput | null;
  service: string;
  defaultPeriod: { start: string; end: string };
  advisers: readonly AdviserChoice[];
  plots: readonly ConsentPlot[];
  onSave(link: LinkInput): Promise<void>;
  onClose(): void;
}

function plotLabel(plot: ConsentPlot): string {
  return plot.variety ? `${plot.name} (${plot.variety})` : plot.name;
}

function LinkForm({
  link,
  service,
  defaultPeriod,
  advisers,
  plots,
  onSave,
  onClose,
}: Omit<LinkFormModalProps, 'opened'>) {
  const initial = link
    ? fromLinkSelection(link.parcelles_inclues, link.parcelles_exclues)
    : { mode: 'all' as const, plots: [] };
  const [adviser, setAdviser] = useState<string | null>(link ? String(link.id_conseiller) : null);
  const days = usePeriodInputs({
    start: link?.date_debut ?? defaultPeriod.start,
    end: link?.date_fin ?? defaultPeriod.end,
  });
  const { start, end } = days;
  const [mode, setMode] = useState<SharingMode>(initial.mode);
  const [chosen, setChosen] = useState<string[]>(initial.plots.map(String));
  const [saving, setSaving] = useState(false);
  const errors = linkFormErrors({ adviser, start, end, service });
  const invalid = Object.keys(errors).length > 0;

  const save = async () => {
    if (invalid || adviser === null) return;
    const blocked = checkLinkSelection(mode, chosen);
    if (blocked) {
      showInfo(blocked.title, blocked.message);
      return;
    }
    // Plot ids go back as the farmer's plot list gives them (numbers stay numbers).
    const byId = new Map(plots.map((plot) => [String(plot.id), plot.id]));
    const selection = toLinkSelection(
      mode,
      chosen.map((id) => byId.get(id) ?? id),
    );
    setSaving(true);
    try {
      await onSave({
        id_agri_cons: link?.id_agri_cons ?? null,
        id_conseiller: Number.isNaN(Number(adviser)) ? adviser : Number(adviser),
        date_debut: start,
        date_fin: end,
        service,
        ...selection,
      });
      onClose();
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <SelectField
        label="Conseiller"
        required
        searchable
        data={advisers as AdviserChoice[]}
        value={adviser}
        onChange={setAdviser}
        nothingFoundMessage="Aucun conseiller de ce nom"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <PeriodInputs {...days.inputProps} errors={errors} />
      </SimpleGrid>
      <TextInput label="Service" value={serviceLabel(service)} readOnly required />
      <Radio.Group
        label="Parcelles partagées"
        value={mode}
        onChange={(value) => {
          // The plots ticked mean shared in one mode and kept back in the other: start afresh.
          setMode(value as SharingMode);
          setChosen([]);
        }}
      >
        <Stack gap="xs" mt="xs">
          {(Object.keys(MODE_LABELS) as SharingMode[]).map((value) => (
            <Radio key={value} value={value} label={MODE_LABELS[value]} />
          ))}
        </Stack>
      </Radio.Group>
      {mode === 'all' ? null : (
        <Checkbox.Group
          label={mode === 'some' ? 'Parcelles partagées' : 'Parcelles non partagées'}
          value={chosen}
          onChange={setChosen}
        >
          {plots.length === 0 ? (
            <Text size="sm" mt="xs">
              Vous n&apos;avez aucune parcelle pour ce service.
            </Text>
          ) : (
            <ScrollArea.Autosize mah={240} mt="xs" type="auto">
              <Stack gap={6}>
                {plots.map((plot) => (
                  <Checkbox key={String(plot.id)} value={String(plot.id)} label={plotLabel(plot)} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Checkbox.Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={saving}>
          Annuler
        </Button>
        <Button onClick={() => void save()} disabled={invalid} loading={saving}>
          Enregistrer
        </Button>
      </Group>
    </Stack>
  );
}

export function LinkFormModal({ opened, link, onClose, ...rest }: LinkFormModalProps) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={link ? "Modifier l'accès du conseiller" : 'Donner accès à un conseiller'}
      size={WIDE_DIALOG_WIDTH}
    >
      {/* Mounted anew at each opening, so the form starts from the link (or the defaults). */}
      {opened ? <LinkForm link={link} onClose={onClose} {...rest} /> : null}
    </ResponsiveModal>
  );
}
