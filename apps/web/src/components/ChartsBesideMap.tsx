// A plot follow-up's 'Graphiques' panel and its 'Carte des parcelles' panel: one above the other
// until 1200 px, then side by side; each a button opening a modal below 960 px.
import type { ReactNode } from 'react';
import { MapPanel, PanelColumns, PanelSection } from './DashboardSections';

export interface ChartsBesideMapProps {
  /** Starts the headings' ids, unique in the page: 'chn' gives 'chn-graphiques-titre'. */
  idPrefix: string;
  /** The two widths from 1200 px, in twelfths. */
  spans: readonly [number, number];
  /** Decoration before the charts' button text. */
  chartsIcon: ReactNode;
  charts: ReactNode;
  map: ReactNode;
}

export function ChartsBesideMap({
  idPrefix,
  spans,
  chartsIcon,
  charts,
  map,
}: ChartsBesideMapProps) {
  return (
    <PanelColumns
      from="lg"
      spans={spans}
      first={
        <PanelSection
          label="Graphiques"
          icon={chartsIcon}
          headingId={`${idPrefix}-graphiques-titre`}
          title="Graphiques"
        >
          {charts}
        </PanelSection>
      }
      second={
        <MapPanel headingId={`${idPrefix}-carte-titre`} title="Carte des parcelles">
          {map}
        </MapPanel>
      }
    />
  );
}
