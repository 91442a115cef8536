// Spec 2 §2 QN map: the plots on a map of France at zoom 6, coloured by delivered dose; the popup
// gives plot, species, client and delivered dose, and opens the detail in a new tab. The points
// are the BFF's layer of the plots the filters keep (issue 43); a popup reads its plot when it
// opens.
import { QN_MAP_COLOURS, type QnDoseClass } from '@agro/contracts/bff/qn-follow-up';
import type { MapLayer } from '@agro/contracts/bff/map-layer';
import type { QnListRow } from '@agro/contracts/columns/qn';
import { qnSpeciesLabel } from '@agro/domain/qn';
import { Text } from '@mantine/core';
import { memo } from 'react';
import { LayerMap } from '../../../components/LayerMap';
import type { MapColorScale } from '../../../components/map-style';
import { MapPopup } from '../../../components/MapPopup';
import { formatNumberFr } from '../../../lib/format';
import { useListRow } from '../../../lib/paged-list';
import { QN_LIST } from '../qn-api';
import { qnPlotPath } from './follow-up-model';

export const POPUP_FAILED = "La parcelle n'a pas pu être chargée.";

const DOSE_SCALE: MapColorScale = {
  title: 'Préconisation livrée',
  colors: {
    none: '#868e96',
    low: '#2b8a3e',
    mid: '#e67700',
    high: '#c92a2a',
  } satisfies Record<QnDoseClass, string>,
  labels: {
    none: 'Pas encore de préconisation',
    low: 'Moins de 60 kgN/ha',
    mid: 'De 60 à 100 kgN/ha',
    high: '100 kgN/ha et plus',
  },
  defaultColor: '#868e96',
};

/** The popup of a point clicked: its plot, read from the BFF's list of the caller. */
function PlotPopup({ id }: { id: string }) {
  const read = useListRow<QnListRow>(QN_LIST, id);
  const row = read.data;
  if (row === undefined) {
    return (
      <Text size="sm" role="status">
        {read.isError ? POPUP_FAILED : 'Chargement de la parcelle…'}
      </Text>
    );
  }
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

/** Memoised: a page or a sort of the table leaves the layer, and MapLibre's points, as they are. */
export const QnMap = memo(function QnMap({ layer }: { layer: MapLayer | undefined }) {
  return (
    <LayerMap
      label="Carte des parcelles QN"
      description="Les parcelles de la carte sont aussi listées, avec leur lien vers le détail, dans le tableau des parcelles."
      layer={layer}
      colorScale={DOSE_SCALE}
      colorBy={QN_MAP_COLOURS}
      renderPopup={(id) => <PlotPopup id={id} />}
      legendCounts
    />
  );
});
