// Spec 3 §2.3, §9: the blight plot detail's Excel files (the hourly indices, the climate table,
// the climatic indices, the alternaria days and hours), each for the period the screen shows,
// named with the date, a label, the farmer and the plot id.
import {
  alternariaDailyColumns,
  alternariaHourlyColumns,
  blightClimateColumns,
  blightClimaticIndicesColumns,
  blightHourlyIndexColumns,
} from '@agro/contracts/columns/blight-plot';
import type { Column } from '@agro/contracts/columns/column';
import type { EndpointId } from '@agro/contracts/catalogue/catalogue';
import type { BlightPlotInfos } from '@agro/contracts/entities/blight';
import { fileNamePart } from '@agro/domain/dates';
import type { RecordExport } from './definitions.ts';

/** The farmer of the file name, from the plot's extras: 'NOM Prénom', else their code. */
export const blightFarmerNamePart = {
  source: 'blightPlotInfos' as EndpointId,
  part: ({ data }: { data: BlightPlotInfos }) =>
    [data.nom_agri, data.prenom_agri].filter(Boolean).join(' ') || data.farmer,
};

function plotRows<Row extends { date: string }>(
  name: string,
  source: EndpointId,
  label: string,
  sheetName: string,
  columns: readonly Column<Row>[],
): RecordExport<{ data: Row[] }, Row> {
  return {
    name,
    source,
    sheetName,
    columns,
    namedBy: blightFarmerNamePart as RecordExport<{ data: Row[] }, Row>['namedBy'],
    dayOf: (row) => row.date.slice(0, 10),
    read: ({ data }, id, farmer) => ({
      rows: data,
      suffix: `_${[label, fileNamePart(farmer), fileNamePart(id)].filter((part) => part !== '').join('_')}.xlsx`,
    }),
  };
}

export const blightRecordExports = [
  plotRows(
    'mildiou-horaires',
    'blightPlotHourlyIndices',
    'indices_horaires_mildiou',
    'Indices horaires',
    blightHourlyIndexColumns,
  ),
  plotRows(
    'mildiou-climat',
    'blightPlotClimateIndices',
    'donnees_climatiques_mildiou',
    'Données climatiques',
    blightClimateColumns,
  ),
  plotRows(
    'mildiou-indices-climatiques',
    'blightPlotClimateIndices',
    'indices_climatiques_mildiou',
    'Indices climatiques',
    blightClimaticIndicesColumns,
  ),
  plotRows(
    'alternaria-jour',
    'blightPlotAlternariaIndices',
    'alternariose_journalier',
    'Alternariose par jour',
    alternariaDailyColumns,
  ),
  plotRows(
    'alternaria-horaires',
    'blightPlotAlternariaHourlyIndices',
    'alternariose_horaire',
    'Alternariose par heure',
    alternariaHourlyColumns,
  ),
];
