// Spec 2 §2 QN map: the plots on a map of France at zoom 6, coloured by delivered dose; the popup
// gives plot, species, client and delivered dose, and opens the detail in a new tab.
import type { QnListRow } from '@agro/contracts/columns/qn';
import { qnSpeciesLabel } from '@agro/domain/qn';
import { memo } from 'react';
import type { MapColorScale } from '../../../components/map-style';
import { MapPopup } from '../../../components/MapPopup';
import { RowsMap, type RowPlace } from '../../../components/RowsMap';
import { formatNumberFr } from '../../../lib/format';
import { qnPlotPath } from './follow-up-model';

type DoseClass = 'none' | 'low' | 'mid' | 'high';

const DOSE_SCALE: MapColorScale = {
  title: 'Préconisation livrée',
  colors: { none: '#868e96', low: '#2b8a3e', mid: '#e67700', high: '#c92a2a' },
  labels: {
    none: 'Pas encore de préconisation',
    low: 'Moins de 60 kgN/ha',
    mid: 'De 60 à 100 kgN/ha',
    high: '100 kgN/ha et plus',
  },
  defaultColor: '#868e96',
};

function doseClass(dose: number | null): DoseClass {
  if (dose === null) return 'none';
  if (dose < 60) return 'low';
  return dose < 100 ? 'mid' : 'high';
}

function PlotPopup({ row }: { row: QnListRow }) {
  return (
    <MapPopup
      title={`Parcelle ${String(row.uuid_plot)}`}
      detail={{ href: qnPlotPath(row.uuid_plot), hidden: '\u202f: voir le détail (nouvel onglet)' }}
      facts={[
        ['Espèce', qnSpeciesLabel(row.codeespece)],
        ['Client', row.client],
        [
          'Préconisation livrée',
          row.preco_livree === null ? null : `${formatNumberFr(row.preco_livree, 0)} kgN/ha`,
        ],
      ]}
    />
  );
}

const placeRow = (row: QnListRow): RowPlace => ({
  id: String(row.uuid_plot),
  latitude: row.latitude,
  longitude: row.longitude,
  colorValue: doseClass(row.preco_livree),
});

/** Drawn again only when its plots change (the page gives it its list deferred). */
export const QnMap = memo(function QnMap({ rows }: { rows: readonly QnListRow[] }) {
  return (
    <RowsMap
      label="Carte des parcelles QN"
      description="Les parcelles de la carte sont aussi listées, avec leur lien vers le détail, dans le tableau des parcelles."
      rows={rows}
      placeRow={placeRow}
      colorScale={DOSE_SCALE}
      renderPopup={(row) => <PlotPopup row={row} />}
      legendCounts
    />
  );
});
