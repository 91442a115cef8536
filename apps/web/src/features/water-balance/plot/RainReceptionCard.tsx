// The weather-data reception calendar of the plot (spec 3 §2.11, §4, §9): 1 March to 31 October
// of the campaign, each day coloured by the origin of its rain.
import { useMemo } from 'react';
import { LoadingSection } from '../../../components/LoadingSection';
import { SeasonHeatmap } from '../../../components/SeasonHeatmap';
import { useBhPlotRains } from './plot-api';
import { rainOriginDays, rainOriginPieces, rainOriginValueText } from './plot-data';

export const RAIN_LOAD_FAILED =
  "Les données de réception météo n'ont pas pu être chargées. Veuillez réessayer plus tard.";

export interface RainReceptionCardProps {
  plotId: string;
  campaignYear: number;
  today: string;
  instituteName: string;
}

export function RainReceptionCard({
  plotId,
  campaignYear,
  today,
  instituteName,
}: RainReceptionCardProps) {
  const rains = useBhPlotRains(plotId);
  const pieces = useMemo(() => rainOriginPieces(instituteName), [instituteName]);
  const days = useMemo(
    () => (rains.data ? rainOriginDays(rains.data, today) : []),
    [rains.data, today],
  );
  return (
    <LoadingSection
      title="Réception des données météo"
      query={rains}
      failure={RAIN_LOAD_FAILED}
      loading="Chargement des données de réception"
    >
      <SeasonHeatmap
        title={`Origine des données de pluie, campagne ${campaignYear}`}
        year={campaignYear}
        days={days}
        pieces={pieces}
        formatValue={rainOriginValueText}
      />
    </LoadingSection>
  );
}
