// The plot's fixed information (spec 3 §2.11): plot and cover crop, irrigation, soil, crop.
import { bhFarmerName, bhStationLabel } from '@agro/contracts/columns/water-balance';
import type { BhPlot } from '@agro/contracts/entities/water-balance';
import {
  cropCharacteristics,
  cropLabel,
  formatCharacteristic,
  sowingDateLabel,
} from '@agro/domain/water-balance';
import { Title } from '@mantine/core';
import { Fields, SectionCard } from '../../../components/SectionCard';
import { dateOrEmpty, daysOrEmpty, measureOrEmpty, textOrEmpty, yesNo } from './plot-data';

export function PlotCard({ plot }: { plot: BhPlot }) {
  const cipan = plot.caracteristiques_generales?.cipan ?? null;
  return (
    <SectionCard title="Parcelle">
      <Fields
        items={[
          { label: 'Agriculteur', value: textOrEmpty(bhFarmerName(plot)) },
          { label: 'Intégrateur', value: textOrEmpty(plot.nom_operateur) },
          { label: 'Distributeur', value: textOrEmpty(plot.nom_grpt) },
          { label: 'Parcelle', value: textOrEmpty(plot.nom_parcelle) },
          { label: 'Code postal', value: textOrEmpty(plot.code_postal) },
          { label: 'Station', value: textOrEmpty(bhStationLabel(plot.station)) },
          { label: 'Culture précédente', value: textOrEmpty(plot.precedent) },
          { label: 'Précédent irrigué', value: yesNo(plot.irrig_precedent) },
        ]}
      />
      <Title order={3} size="h5" mt="md" mb="xs">
        Couvert végétal (CIPAN)
      </Title>
      <Fields
        items={[
          { label: 'Espèce', value: textOrEmpty(cipan?.espece) },
          { label: 'Implantation', value: dateOrEmpty(cipan?.implantation) },
          { label: 'Levée', value: dateOrEmpty(cipan?.levee) },
          { label: 'Destruction', value: dateOrEmpty(cipan?.destruction) },
          { label: 'Développement', value: textOrEmpty(cipan?.developpement) },
        ]}
      />
    </SectionCard>
  );
}

export function IrrigationCard({ plot }: { plot: BhPlot }) {
  const general = plot.caracteristiques_generales ?? null;
  return (
    <SectionCard title="Irrigation">
      <Fields
        items={[
          { label: "Durée du tour d'eau", value: daysOrEmpty(general?.duree_tour_eau) },
          { label: "Dose d'irrigation", value: measureOrEmpty(general?.dose_irrig, 'mm') },
          { label: 'Quota', value: measureOrEmpty(general?.quota, 'mm') },
          { label: "Matériel d'irrigation", value: textOrEmpty(general?.materiel_irrig) },
        ]}
      />
    </SectionCard>
  );
}

export function SoilCard({ plot }: { plot: BhPlot }) {
  return (
    <SectionCard title="Sol">
      <Fields
        items={[
          { label: 'Code du sol', value: textOrEmpty(plot.code_sol) },
          { label: 'Nom du sol', value: textOrEmpty(plot.nom_sol) },
          { label: 'RU max', value: measureOrEmpty(plot.ru_max, 'mm') },
          { label: 'RFU max', value: measureOrEmpty(plot.rfu_max, 'mm') },
        ]}
      />
    </SectionCard>
  );
}

/** Crop, sowing (planting, for potatoes) date and the characteristics spec 3 §9 lists for the crop. */
export function CropCard({ plot }: { plot: BhPlot }) {
  const characteristics = plot.caracteristiques_culture ?? null;
  return (
    <SectionCard title="Culture">
      <Fields
        items={[
          { label: 'Culture', value: cropLabel(plot.culture) },
          { label: sowingDateLabel(plot.culture), value: dateOrEmpty(plot.date_semis) },
          ...cropCharacteristics(plot.culture).map(({ key, label }) => ({
            label,
            value: formatCharacteristic(key, characteristics?.[key]),
          })),
        ]}
      />
    </SectionCard>
  );
}
