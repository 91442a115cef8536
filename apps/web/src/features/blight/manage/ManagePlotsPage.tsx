// Spec 3 §2.5 'gestion_parcelles' (Gérer mes Parcelles, MILDIOU-ecriture): the user's potato
// plots in a selectable table, and collapsible sections to create or edit a plot and to record its
// stages and harvest, treatments, irrigations and observations — added to every selected plot at
// once, listed and edited for the plot in edit mode. A plot detail's '+' opens the screen on its
// plot and the section of that intervention (`?parcelle={id}&intervention={kind}`).
import type { Column } from '@agro/contracts/columns/column';
import type { BlightPlotSummary } from '@agro/contracts/entities/blight';
import { ACTION_DONE_TITLE, PLOT_DELETE_FAILED } from '@agro/domain/blight-interventions';
import { formatDateFr, todayIso } from '@agro/domain/dates';
import { Accordion, Box, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ChoiceModal, DELETE_QUESTION } from '../../../components/ChoiceModal';
import { DataTable, type ColumnDisplay } from '../../../components/DataTable';
import { RowAction } from '../../../components/RowAction';
import { SectionCard } from '../../../components/SectionCard';
import { ScreenFrame, screenFailureOf } from '../../../components/ScreenFrame';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import { WarningAlert } from '../../../components/WarningAlert';
import { usePlatformClock } from '../../../lib/config';
import { showDialog } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import { useScreenTitle } from '../../../lib/page-title';
import { useBlightPlot } from '../plot/plot-api';
import { IrrigationSection } from './IrrigationSection';
import { deletePlot, useManagedPlots } from './manage-api';
import { ObservationSection } from './ObservationSection';
import { PlotForm, type FarmerOption } from './PlotForm';
import { StagesSection } from './StagesSection';
import { TreatmentSection } from './TreatmentSection';

export const SCREEN_TITLE = 'Gérer mes parcelles';
export const LOAD_FAILED = "Vos parcelles n'ont pas pu être chargées.";
export const PLOT_DELETED = 'Suppression de la parcelle réussie.';
export const PLOTS_TABLE = 'Mes parcelles';

/** The sections, by the `intervention` of a plot detail's link. */
export const SECTIONS = {
  parcelle: 'parcelle',
  stade: 'stade',
  traitement: 'traitement',
  irrigation: 'irrigation',
  observation: 'observation',
} as const;
type SectionKey = keyof typeof SECTIONS;
const isSection = (value: string | null): value is SectionKey =>
  value !== null && Object.hasOwn(SECTIONS, value);

/** The forms of the interventions, each in its section, in the screen's order. */
const INTERVENTION_SECTIONS = [
  { section: SECTIONS.traitement, title: 'Traitements', Form: TreatmentSection },
  { section: SECTIONS.irrigation, title: 'Irrigations', Form: IrrigationSection },
  { section: SECTIONS.observation, title: 'Observations', Form: ObservationSection },
] as const;

/** A collapsible section of the screen, named for the links that open it (`data-section`). */
function ManageSection({
  section,
  title,
  children,
}: {
  section: SectionKey;
  title: string;
  children: ReactNode;
}) {
  return (
    <Accordion.Item value={SECTIONS[section]} data-section={SECTIONS[section]}>
      <Accordion.Control>{title}</Accordion.Control>
      <Accordion.Panel>{children}</Accordion.Panel>
    </Accordion.Item>
  );
}

const farmerName = (plot: BlightPlotSummary) =>
  [plot.nom_agri, plot.prenom_agri].filter(Boolean).join(' ') || plot.farmer;

const PLOT_COLUMNS: readonly Column<BlightPlotSummary>[] = [
  { key: 'id', header: 'Id', value: (plot) => plot.id, width: 10 },
  { key: 'parcelle', header: 'Parcelle', value: (plot) => plot.name, width: 30 },
  { key: 'agriculteur', header: 'Agriculteur', value: farmerName, width: 24 },
  { key: 'commune', header: 'Commune', value: (plot) => plot.city ?? '', width: 24 },
  { key: 'variete', header: 'Variété', value: (plot) => plot.variety, width: 20 },
  { key: 'surface', header: 'Surface (ha)', value: (plot) => plot.area, width: 12 },
  {
    key: 'plantation',
    header: 'Plantation',
    value: (plot) => formatDateFr(plot.plantation),
    type: 'date',
    width: 14,
  },
  { key: 'station', header: 'Station', value: (plot) => plot.nomStation ?? '', width: 24 },
];

const PLOT_DISPLAY: Record<string, ColumnDisplay<BlightPlotSummary>> = {
  id: { align: 'right', size: 90 },
  surface: { align: 'right', size: 120 },
  agriculteur: { filter: 'multi-select' },
  variete: { filter: 'multi-select' },
};

function PlotActions({
  plot,
  editable,
  onEdit,
  onDelete,
}: {
  plot: BlightPlotSummary;
  editable: boolean;
  onEdit(): void;
  onDelete(): void;
}) {
  const name = `${plot.name} (${plot.id})`;
  return (
    <Group gap={4} wrap="nowrap">
      <RowAction
        kind="view"
        tooltip="Voir la parcelle"
        label={`Voir la parcelle ${name}`}
        to={`/mildiou/parcelle/${plot.id}`}
      />
      {/* Spec 3 §2.5: edit and delete only while fewer than two plots are selected. */}
      {editable ? (
        <>
          <RowAction kind="edit" label={`Modifier la parcelle ${name}`} onClick={onEdit} />
          <RowAction kind="delete" label={`Supprimer la parcelle ${name}`} onClick={onDelete} />
        </>
      ) : null}
    </Group>
  );
}

/** The farmers an adviser may create a plot for: those of the plots they follow. */
function farmerOptions(plots: readonly BlightPlotSummary[]): FarmerOption[] {
  const farmers = new Map<string, string>();
  for (const plot of plots) farmers.set(plot.farmer, `${farmerName(plot)} (${plot.farmer})`);
  return [...farmers]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}

export function ManagePlotsPage() {
  useScreenTitle('Gérer mes parcelles - Mildiou');
  const clock = usePlatformClock();
  const today = useMemo(() => (clock === null ? null : todayIso(clock())), [clock]);
  const client = useQueryClient();
  const plots = useManagedPlots();
  const [search] = useSearchParams();
  const targetId = search.get('parcelle');
  const targetSection = search.get('intervention');
  const [selectedIds, setSelectedIds] = useState<string[]>(targetId ? [targetId] : []);
  const [editingId, setEditingId] = useState<string | null>(targetId);
  const [open, setOpen] = useState<string[]>([
    isSection(targetSection) ? SECTIONS[targetSection] : SECTIONS.parcelle,
  ]);
  const [deleting, setDeleting] = useState<BlightPlotSummary | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const editing = useBlightPlot(editingId ?? '');
  const sectionsRef = useRef<HTMLDivElement>(null);

  const rows = useMemo(() => plots.data ?? [], [plots.data]);
  const byId = useMemo(() => new Map(rows.map((plot) => [String(plot.id), plot])), [rows]);
  const targets = useMemo(
    () => selectedIds.flatMap((id) => byId.get(id) ?? []),
    [selectedIds, byId],
  );
  const farmers = useMemo(() => farmerOptions(rows), [rows]);
  const editedPlot = editingId !== null && editing.data ? editing.data : null;
  const targetUnknown = targetId !== null && plots.isSuccess && !byId.has(targetId);

  // Opened from a plot detail: the section of that intervention comes into view.
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || targetId === null || !plots.isSuccess || !editedPlot) return;
    scrolled.current = true;
    sectionsRef.current
      ?.querySelector(`[data-section="${open[0] ?? ''}"]`)
      ?.scrollIntoView({ block: 'start' });
  }, [targetId, plots.isSuccess, editedPlot, open]);

  const startEditing = (plot: BlightPlotSummary) => {
    const id = String(plot.id);
    setEditingId(id);
    setSelectedIds([id]);
    setOpen((sections) => [...new Set([SECTIONS.parcelle, ...sections])]);
    sectionsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const stopEditing = () => {
    setEditingId(null);
    setSelectedIds([]);
  };

  const confirmDelete = async () => {
    const plot = deleting;
    setDeleting(null);
    if (plot === null) return;
    setDeletePending(true);
    try {
      await deletePlot(String(plot.id));
      showSuccess(PLOT_DELETED, ACTION_DONE_TITLE);
      if (editingId === String(plot.id)) setEditingId(null);
      setSelectedIds((ids) => ids.filter((id) => id !== String(plot.id)));
    } catch (error) {
      const reason = error instanceof Error && error.message !== '' ? ` ${error.message}` : '';
      showDialog({ kind: 'error', code: '', description: `${PLOT_DELETE_FAILED}${reason}` });
    } finally {
      setDeletePending(false);
      await client.invalidateQueries({ queryKey: ['blight'] });
    }
  };

  if (plots.isPending || today === null) return <WaitingOverlay />;

  const sectionProps = { today, targets, plot: editedPlot };
  const selectionText =
    targets.length === 0
      ? 'Aucune parcelle sélectionnée\u202f: cochez dans le tableau les parcelles auxquelles ajouter une intervention.'
      : `Parcelles sélectionnées (${targets.length})\u202f: ${targets.map((plot) => plot.name).join(', ')}`;

  return (
    <ScreenFrame
      caption="Mildiou - Gérer mes parcelles"
      title={SCREEN_TITLE}
      busy={deletePending}
      failure={screenFailureOf(plots, LOAD_FAILED)}
      dialogs={
        <ChoiceModal
          opened={deleting !== null}
          question={DELETE_QUESTION}
          detail={
            deleting ? `Suppression de la parcelle ${deleting.name} (${deleting.id}).` : undefined
          }
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      }
    >
      <>
        {targetUnknown ? (
          <WarningAlert title="Parcelle introuvable">
            La parcelle {targetId} ne fait pas partie de vos parcelles.
          </WarningAlert>
        ) : null}
        <SectionCard title={PLOTS_TABLE}>
          <DataTable
            label={PLOTS_TABLE}
            columns={PLOT_COLUMNS}
            display={PLOT_DISPLAY}
            rows={rows}
            getRowId={(plot) => String(plot.id)}
            selectable
            selectedIds={selectedIds}
            onSelectionChange={(chosen) => setSelectedIds(chosen.map((plot) => String(plot.id)))}
            renderRowActions={(plot) => (
              <PlotActions
                plot={plot}
                editable={selectedIds.length < 2}
                onEdit={() => startEditing(plot)}
                onDelete={() => setDeleting(plot)}
              />
            )}
          />
        </SectionCard>
        <Box ref={sectionsRef}>
          <Text size="sm" mb="xs" aria-live="polite">
            {selectionText}
          </Text>
          <Accordion multiple value={open} onChange={setOpen} variant="separated">
            <ManageSection
              section="parcelle"
              title={editedPlot ? `Modifier la parcelle ${editedPlot.name}` : 'Créer une parcelle'}
            >
              {editingId !== null && editing.isPending ? (
                <Text size="sm">Chargement de la parcelle…</Text>
              ) : (
                <PlotForm
                  key={editedPlot ? `plot-${editedPlot.id}` : 'new'}
                  plot={editedPlot}
                  today={today}
                  farmers={farmers}
                  onSaved={(id) => {
                    setEditingId(id);
                    setSelectedIds([id]);
                  }}
                  onCancel={stopEditing}
                />
              )}
            </ManageSection>
            <ManageSection section="stade" title="Stades et récolte">
              <StagesSection
                // The form shows the edited plot's stages only while it is the selection.
                key={`${editedPlot?.id ?? ''}-${selectedIds.join(',')}-${editing.dataUpdatedAt}`}
                {...sectionProps}
              />
            </ManageSection>
            {INTERVENTION_SECTIONS.map(({ section, title, Form }) => (
              <ManageSection key={section} section={section} title={title}>
                {/* A new plot in edit mode starts its form afresh. */}
                <Form key={editedPlot?.id ?? ''} {...sectionProps} />
              </ManageSection>
            ))}
          </Accordion>
        </Box>
      </>
    </ScreenFrame>
  );
}
