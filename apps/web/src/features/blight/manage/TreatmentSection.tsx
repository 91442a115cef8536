// Treatments (spec 3 §2.5, §3.1, §5): a date and time (Paris), then one line per product with its
// dose and unit (kg/ha or L/ha) and, if the farmer wants it, a forced persistence of 4 to 10 days
// instead of the product's; added to the selected plots. In edit mode the plot's treatments, one
// row per date, each editable (keyed by its original date) and deletable.
import type {
  BlightProduct,
  BlightTreatment,
  BlightTreatmentPayload,
} from '@agro/contracts/entities/blight';
import {
  DOSE_UNITS,
  FORM_DOSE_UNIT,
  interventionDateError,
  persistenceError,
  treatmentLineErrors,
  type DoseUnit,
} from '@agro/domain/blight-interventions';
import { formatDateTimeFr, isoToParisWall, parisWallToIso } from '@agro/domain/dates';
import { decimalText } from '@agro/domain/numbers';
import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { SelectField } from '../../../components/SelectField';
import { StillNumberInput } from '../../../components/StillNumberInput';
import {
  InterventionDateTimeInput,
  InterventionForm,
  localTimeLabel,
  shownError,
  type InterventionSectionProps,
} from './form-parts';
import { useInterventionWrites } from './intervention-writes';
import { InterventionList } from './InterventionList';
import { addTreatment, deleteTreatment, editTreatment, useProducts } from './manage-api';

export const NO_TREATMENTS = 'Cette parcelle ne possède pas de traitements';
export const PRODUCTS_FAILED = "La liste des produits n'a pas pu être chargée.";

interface ProductLine {
  productId: string | null;
  dose: number | null;
  unit: DoseUnit;
  /** Forced persistence in days; null keeps the product's. */
  persistence: number | null;
}

const emptyLine = (): ProductLine => ({
  productId: null,
  dose: null,
  unit: FORM_DOSE_UNIT,
  persistence: null,
});

/** A treatment of the list: the product lines given at one date. */
interface TreatmentGroup {
  treatedAt: string;
  lines: BlightTreatment[];
}

function groupByDate(treatments: readonly BlightTreatment[]): TreatmentGroup[] {
  const groups = new Map<string, BlightTreatment[]>();
  for (const line of treatments) {
    groups.set(line.treated_at, [...(groups.get(line.treated_at) ?? []), line]);
  }
  return [...groups]
    .map(([treatedAt, lines]) => ({ treatedAt, lines }))
    .sort((a, b) => b.treatedAt.localeCompare(a.treatedAt));
}

/** The payload of each line; the product's own persistence unless one is forced. */
export function treatmentPayload(
  at: string,
  lines: readonly ProductLine[],
  products: readonly BlightProduct[],
): BlightTreatmentPayload[] {
  return lines.map((line) => {
    const product = products.find((candidate) => String(candidate.id) === line.productId);
    return {
      date: at,
      remanence: line.persistence ?? Math.round(product?.remanence ?? 0),
      id_produit: line.productId ?? '',
      typeproduit: product?.type ?? '',
      dose: line.dose ?? 0,
      unite: line.unit,
      resistancelessivage: product?.resistancelessivage ?? null,
      remanence_alt: 0,
      resistancelessivage_alt: 0,
    };
  });
}

function LineFields({
  index,
  line,
  products,
  onChange,
  onRemove,
}: {
  index: number;
  line: ProductLine;
  products: readonly BlightProduct[];
  onChange(line: ProductLine): void;
  onRemove: (() => void) | null;
}) {
  const errors = treatmentLineErrors(line);
  const product = products.find((candidate) => String(candidate.id) === line.productId);
  const persistence = persistenceError(line.persistence);
  return (
    <Paper withBorder p="sm" radius="sm">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <SelectField
          label={`Produit ${index + 1}`}
          required
          searchable
          data={products.map((entry) => ({ value: String(entry.id), label: entry.name }))}
          value={line.productId}
          onChange={(value) => onChange({ ...line, productId: value })}
          nothingFoundMessage="Aucun produit"
          w={{ base: '100%', xs: 240 }}
        />
        <StillNumberInput
          label="Dose"
          required
          min={0}
          value={line.dose ?? ''}
          onChange={(value) =>
            onChange({ ...line, dose: typeof value === 'number' ? value : null })
          }
          error={line.dose === null ? null : (errors.dose ?? null)}
          w={{ base: '100%', xs: 110 }}
        />
        <SelectField
          label="Unité"
          data={[...DOSE_UNITS]}
          value={line.unit}
          allowDeselect={false}
          onChange={(value) => onChange({ ...line, unit: (value as DoseUnit | null) ?? line.unit })}
          w={{ base: '100%', xs: 110 }}
        />
        <StillNumberInput
          label="Rémanence forcée (jours)"
          description={
            product?.remanence == null
              ? undefined
              : `Celle du produit\u202f: ${decimalText(product.remanence)} jours`
          }
          allowDecimal={false}
          value={line.persistence ?? ''}
          onChange={(value) =>
            onChange({ ...line, persistence: typeof value === 'number' ? value : null })
          }
          error={persistence}
          w={{ base: '100%', xs: 200 }}
        />
        {product?.resistancelessivage != null ? (
          <Text size="sm" mt={{ base: 0, xs: 28 }}>
            {`Résistance au lessivage\u202f: ${decimalText(product.resistancelessivage)}\u00a0mm`}
          </Text>
        ) : null}
        {onRemove ? (
          <ActionIcon
            variant="subtle"
            color="red.9"
            mt={{ base: 0, xs: 28 }}
            aria-label={`Retirer le produit ${index + 1}`}
            onClick={onRemove}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
    </Paper>
  );
}

export function TreatmentSection({ today, targets, plot, onSaved }: InterventionSectionProps) {
  const writes = useInterventionWrites('Traitement', plot, targets);
  const products = useProducts();
  const [at, setAt] = useState('');
  const [lines, setLines] = useState<ProductLine[]>([emptyLine()]);
  const atError = interventionDateError(parisWallToIso(at) === null ? '' : at, today);
  const invalid =
    atError !== null ||
    lines.some(
      (line) =>
        Object.keys(treatmentLineErrors(line)).length > 0 ||
        persistenceError(line.persistence) !== null,
    );

  const reset = () => {
    setAt('');
    setLines([emptyLine()]);
    writes.stopEditing();
  };
  const send = () => {
    const instant = parisWallToIso(at);
    if (instant === null) return;
    const payload = treatmentPayload(instant, lines, products.data ?? []);
    writes.save(
      (id, original) =>
        original === null ? addTreatment(id, payload) : editTreatment(id, original, payload),
      () => {
        reset();
        onSaved?.();
      },
    );
  };

  return (
    <InterventionForm
      writes={writes}
      noun="un traitement"
      addLabel="Ajouter le traitement"
      invalid={invalid}
      onSend={send}
      onCancel={reset}
      list={
        plot ? (
          <InterventionList<TreatmentGroup>
            label={`Traitements de ${plot.name}`}
            emptyText={NO_TREATMENTS}
            columns={[
              {
                header: localTimeLabel('Date'),
                value: (group) => formatDateTimeFr(group.treatedAt),
              },
              {
                header: 'Produits',
                value: (group) =>
                  group.lines
                    .map(
                      (line) =>
                        `${line.product_name} (${line.product_dose.toLocaleString('fr-FR')} ${line.dose_unit})`,
                    )
                    .join(', '),
              },
              {
                header: 'Rémanence (jours)',
                value: (group) =>
                  group.lines
                    .map((line) => String(line.modified_persistence ?? line.standard_persistence))
                    .join(', '),
              },
            ]}
            items={groupByDate(plot.treatments)}
            itemKey={(group) => group.treatedAt}
            itemName={(group) => `le traitement du ${formatDateTimeFr(group.treatedAt)}`}
            onEdit={(group) => {
              writes.edit(group.treatedAt);
              setAt(isoToParisWall(group.treatedAt));
              setLines(
                group.lines.map((line) => ({
                  productId: String(line.product_id),
                  dose: line.product_dose,
                  unit: line.dose_unit,
                  persistence: line.modified_persistence ?? null,
                })),
              );
            }}
            onDelete={(group) => writes.remove(plot, (id) => deleteTreatment(id, group.treatedAt))}
          />
        ) : null
      }
    >
      <InterventionDateTimeInput
        today={today}
        label="Date du traitement"
        value={at}
        onChange={setAt}
        error={shownError(at, atError)}
      />
      {products.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {PRODUCTS_FAILED}
        </Text>
      ) : null}
      {lines.map((line, index) => (
        <LineFields
          // Lines have no id of their own: their place is what names them.
          key={index}
          index={index}
          line={line}
          products={products.data ?? []}
          onChange={(next) =>
            setLines(lines.map((old, position) => (position === index ? next : old)))
          }
          onRemove={
            lines.length > 1
              ? () => setLines(lines.filter((_line, position) => position !== index))
              : null
          }
        />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setLines([...lines, emptyLine()])}
        >
          Ajouter un produit
        </Button>
      </Group>
    </InterventionForm>
  );
}
