// Spec 4 §2.4: a date picker and the risk dot table of up to 8 days per disease from that date.
import { formatDateFr } from '@agro/domain/dates';
import { RISK_FORECAST_DAYS_MAX } from '@agro/domain/stages';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { useRiskForecast } from '../stages-api';
import { RiskDot } from './PlotCards';

export function RiskForecast({ plotId, today }: { plotId: string; today: string }) {
  const [date, setDate] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const forecast = useRiskForecast(plotId, valid ? date : null);
  const diseases = forecast.data ?? [];
  const days = [...new Set(diseases.flatMap((d) => d.previ.map((p) => p.date)))]
    .sort()
    .slice(0, RISK_FORECAST_DAYS_MAX);
  return (
    <Stack gap="sm">
      <TextInput
        type="date"
        label="Date de début des prévisions"
        value={date}
        onChange={(event) => setDate(event.currentTarget.value)}
        w={{ base: '100%', xs: 240 }}
      />
      {forecast.isError ? (
        <Alert color="red" variant="light" role="alert">
          Les prévisions de risque n&apos;ont pas pu être chargées.
        </Alert>
      ) : forecast.isSuccess && days.length === 0 ? (
        <Text size="sm">Aucune prévision de risque à partir de cette date.</Text>
      ) : forecast.isSuccess ? (
        <ScrollableTable
          label="Risques prévus par maladie"
          headers={['Maladie', ...days.map((day) => formatDateFr(day))]}
          rows={diseases.map((disease) => {
            const byDay = new Map(disease.previ.map((p) => [p.date, p.risque]));
            return [
              disease.maladie,
              ...days.map((day) => (
                <RiskDot
                  key={day}
                  risk={byDay.get(day) ?? null}
                  label={`${disease.maladie} le ${formatDateFr(day)}`}
                />
              )),
            ];
          })}
          minWidth={640}
        />
      ) : (
        <Text size="sm">Chargement en cours…</Text>
      )}
    </Stack>
  );
}
