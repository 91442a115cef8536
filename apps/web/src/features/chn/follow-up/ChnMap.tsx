// Spec 2 §2 map: the plots on a map of France at zoom 6, green when today falls within their next
// favourable period, red otherwise; the popup gives id, variety, outlet, sowing date, dose and
// client, with the way to the plot's detail.
import type { ChnListRow } from '@agro/contracts/entities/ferti';
import { formatDateFr } from '@agro/domain/dates';
import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import { memo, useCallback } from 'react';
import type { MapColorScale } from '../../../components/map-style';
import { MapPopup } from '../../../components/MapPopup';
import { RowsMap, type RowPlace } from '../../../components/RowsMap';
import { formatNumberFr } from '../../../lib/format';
import { favourableState, plotDetailPath } from './follow-up-model';

const FAVOURABLE_SCALE: MapColorScale = {
  title: 'Période favorable',
  colors: { inside: STATUS_COLOUR_HEX.green, outside: STATUS_COLOUR_HEX.red },
  labels: {
    inside: "Aujourd'hui dans la prochaine période favorable",
    outside: 'Hors période favorable',
  },
  defaultColor: STATUS_COLOUR_HEX.red,
};

function PlotPopup({ row }: { row: ChnListRow }) {
  return (
    <MapPopup
      title={`Parcelle ${String(row.uuid_plot)}`}
      detail={{
        href: plotDetailPath(row.uuid_plot),
        hidden: '\u202f: voir le détail (nouvelle fenêtre)',
      }}
      facts={[
        ['Variété', row.variete],
        ['Débouché', row.crop_management],
        ['Date de semis', formatDateFr(row.semis_date)],
        [
          'Dose préconisée',
          row.dose_preconisee === null ? null : `${formatNumberFr(row.dose_preconisee, 0)} kgN/ha`,
        ],
        ['Client', row.client],
      ]}
    />
  );
}

/** Drawn again only when its plots change (the page gives it its list deferred). */
export const ChnMap = memo(function ChnMap({
  rows,
  today,
}: {
  rows: readonly ChnListRow[];
  today: string;
}) {
  const placeRow = useCallback(
    (row: ChnListRow): RowPlace => ({
      id: String(row.uuid_plot),
      latitude: row.latitude,
      longitude: row.longitude,
      colorValue: favourableState(row, today),
    }),
    [today],
  );
  return (
    <RowsMap
      label="Carte des parcelles CHN"
      description="Les parcelles de la carte sont aussi listées, avec leur lien vers le détail, dans le tableau des parcelles."
      rows={rows}
      placeRow={placeRow}
      colorScale={FAVOURABLE_SCALE}
      renderPopup={(row) => <PlotPopup row={row} />}
      legendCounts
    />
  );
});
