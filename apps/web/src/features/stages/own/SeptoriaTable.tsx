// Spec 4 §2.3: the septoria risk table of the own plots' varieties, from the least to the most
// sensitive, with its legend (Risque Fort +++ red, Modéré ++ orange, Faible -- green) and the
// montaison precocity colour scale 1 to 9; a PNG capture of the table.
import type { CapPlot } from '@agro/contracts/entities/stages';
import {
  MONTAISON_SCALE,
  montaisonColour,
  SEPTORIA_RISK_LEGEND,
  septoriaRiskOfNote,
  varietiesBySensitivity,
} from '@agro/domain/stages';
import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { STATUS_FILLS } from '../../../components/StatusBadge';
import { saveFile } from '../../../lib/table-export';

export const SEPTORIA_TABLE = 'Risque septoriose par variété';

interface SeptoriaRow {
  variete: string;
  note: number | null;
  precocity: number | null;
}

function septoriaRows(plots: readonly CapPlot[]): SeptoriaRow[] {
  const precocity = new Map<string, number>();
  for (const plot of plots) {
    if (plot.variete && typeof plot.precocite_montaison === 'number') {
      precocity.set(plot.variete, plot.precocite_montaison);
    }
  }
  return varietiesBySensitivity(plots).map((row) => ({
    ...row,
    precocity: precocity.get(row.variete) ?? null,
  }));
}

/** Draws the table on a canvas and saves it as a PNG (the table's text, its signs and colours). */
function capture(rows: readonly SeptoriaRow[]) {
  const scale = 2;
  const widths = [220, 120, 140, 160];
  const rowHeight = 28;
  const canvas = document.createElement('canvas');
  canvas.width = widths.reduce((a, b) => a + b, 0) * scale;
  canvas.height = (rows.length + 2) * rowHeight * scale;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.scale(scale, scale);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.font = 'bold 14px sans-serif';
  context.fillStyle = '#000000';
  context.fillText(SEPTORIA_TABLE, 8, 18);
  const headers = ['Variété', 'Note', 'Risque', 'Précocité montaison'];
  const cell = (texts: readonly string[], y: number, colours: readonly (string | null)[]) => {
    let x = 0;
    texts.forEach((text, i) => {
      const colour = colours[i];
      if (colour) {
        context.fillStyle = colour;
        context.fillRect(x, y, widths[i] ?? 0, rowHeight);
      }
      context.strokeStyle = '#ced4da';
      context.strokeRect(x, y, widths[i] ?? 0, rowHeight);
      context.fillStyle = colour && i === 2 ? '#ffffff' : '#000000';
      context.fillText(text, x + 6, y + 19);
      x += widths[i] ?? 0;
    });
  };
  context.font = 'bold 13px sans-serif';
  cell(headers, rowHeight, []);
  context.font = '13px sans-serif';
  rows.forEach((row, index) => {
    const risk = septoriaRiskOfNote(row.note);
    cell(
      [
        row.variete,
        row.note === null ? '-' : String(row.note),
        risk ? `${SEPTORIA_RISK_LEGEND[risk].sign} ${SEPTORIA_RISK_LEGEND[risk].label}` : '-',
        row.precocity === null ? '-' : String(row.precocity),
      ],
      (index + 2) * rowHeight,
      [
        null,
        null,
        risk ? STATUS_COLOUR_HEX[SEPTORIA_RISK_LEGEND[risk].colour] : null,
        montaisonColour(row.precocity),
      ],
    );
  });
  canvas.toBlob((blob) => {
    if (blob) saveFile({ blob, fileName: 'risque_septoriose.png' });
  }, 'image/png');
}

export function SeptoriaTable({ plots }: { plots: readonly CapPlot[] }) {
  const rows = useMemo(() => septoriaRows(plots), [plots]);
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Text fw={700}>{SEPTORIA_TABLE}</Text>
        <Button
          variant="default"
          size="xs"
          onClick={() => capture(rows)}
          disabled={rows.length === 0}
        >
          Télécharger en PNG
        </Button>
      </Group>
      <ScrollableTable
        label={SEPTORIA_TABLE}
        headers={['Variété', 'Note septoriose', 'Risque', 'Précocité montaison']}
        rows={rows.map((row) => {
          const risk = septoriaRiskOfNote(row.note);
          const legend = risk ? SEPTORIA_RISK_LEGEND[risk] : null;
          return [
            row.variete,
            row.note ?? '-',
            legend ? (
              <Badge color={STATUS_FILLS[legend.colour]} variant="filled" tt="none">
                {legend.sign} {legend.label}
              </Badge>
            ) : (
              '-'
            ),
            row.precocity === null ? (
              '-'
            ) : (
              <Box
                component="span"
                px={8}
                py={2}
                style={{
                  background: montaisonColour(row.precocity) ?? undefined,
                  color: row.precocity >= 6 ? '#ffffff' : '#000000',
                  borderRadius: 4,
                }}
              >
                {row.precocity}
              </Box>
            ),
          ];
        })}
      />
      <Group gap="md" wrap="wrap" aria-label="Légende du risque septoriose" role="group">
        {Object.values(SEPTORIA_RISK_LEGEND).map((legend) => (
          <Badge key={legend.label} color={STATUS_FILLS[legend.colour]} variant="filled" tt="none">
            {legend.sign} {legend.label}
          </Badge>
        ))}
      </Group>
      <Group
        gap={2}
        wrap="nowrap"
        role="group"
        aria-label="Échelle de précocité montaison, de 1 à 9"
      >
        <Text size="xs" mr={6}>
          Précocité montaison
        </Text>
        {MONTAISON_SCALE.map((colour, index) => (
          <Box
            key={colour}
            w={28}
            h={22}
            style={{
              background: colour,
              color: index >= 5 ? '#ffffff' : '#000000',
              textAlign: 'center',
            }}
          >
            <Text size="xs" component="span">
              {index + 1}
            </Text>
          </Box>
        ))}
      </Group>
    </Stack>
  );
}
