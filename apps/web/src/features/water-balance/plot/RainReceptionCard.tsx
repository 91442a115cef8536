// The weather-data reception calendar of the plot (spec 3 §2.11, §4, §9): 1 March to 31 October
// of the campaign, each day coloured by the origin of its rain.
import type { BhRainInfo } from '@agro/contracts/entities/water-balance';
import { Button, Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import { SectionCard } from '../../../components/SectionCard';
import { SeasonHeatmap } from '../../../components/SeasonHeatmap';
import { rainOriginDays, rainOriginPieces, rainOriginValueText } from './plot-data';

export const RAIN_LOAD_FAILED =
  "Les données de réception météo n'ont pas pu être chargées. Veuillez réessayer plus tard.";

export interface RainReceptionCardProps {
  rains: BhRainInfo | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  campaignYear: number;
  today: string;
  instituteName: string;
}

export function RainReceptionCard({
  rains,
  loading,
  failed,
  onRetry,
  campaignYear,
  today,
  instituteName,
}: RainReceptionCardProps) {
  const pieces = useMemo(() => rainOriginPieces(instituteName), [instituteName]);
  const days = useMemo(() => (rains ? rainOriginDays(rains, today) : []), [rains, today]);

  let content;
  if (loading) {
    content = <Loader size="sm" aria-label="Chargement des données de réception" />;
  } else if (failed || !rains) {
    content = (
      <>
        <Text size="sm" role="alert">
          {RAIN_LOAD_FAILED}
        </Text>
        <Button mt="sm" variant="default" onClick={onRetry}>
          Réessayer
        </Button>
      </>
    );
  } else {
    content = (
      <SeasonHeatmap
        title={`Origine des données de pluie, campagne ${campaignYear}`}
        year={campaignYear}
        days={days}
        pieces={pieces}
        formatValue={rainOriginValueText}
      />
    );
  }
  return <SectionCard title="Réception des données météo">{content}</SectionCard>;
}
