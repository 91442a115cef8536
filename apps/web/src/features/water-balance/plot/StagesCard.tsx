// The plot's stages (spec 3 §2.11, §4): in date order with their names, the current and next
// stages marked, an eye on the stages observed in the field.
import type { BhPlot } from '@agro/contracts/entities/water-balance';
import { bhStageName } from '@agro/contracts/reference/bh-stages';
import { currentAndNextStage, isObservedStage, sortStages } from '@agro/domain/water-balance';
import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Legend } from '../../../components/Legend';
import { SectionCard } from '../../../components/SectionCard';
import { dateOrEmpty } from './plot-data';

export const OBSERVED_STAGE_LABEL = 'Stade observé';
export const CURRENT_STAGE_LABEL = 'Stade actuel';
export const NEXT_STAGE_LABEL = 'Prochain stade';

const CURRENT_BACKGROUND = '#e8f5e9';
const EYE_COLOUR = '#1864ab';

function ObservedEye() {
  return (
    <IconEye
      role="img"
      aria-label={OBSERVED_STAGE_LABEL}
      size={18}
      color={EYE_COLOUR}
      style={{ flex: 'none' }}
    >
      <title>{OBSERVED_STAGE_LABEL}</title>
    </IconEye>
  );
}

export function StagesCard({ plot, today }: { plot: BhPlot; today: string }) {
  const { stages, current, next } = useMemo(() => {
    const list = sortStages(plot.stades_calc);
    return { stages: list, ...currentAndNextStage(list, today) };
  }, [plot.stades_calc, today]);

  return (
    <SectionCard title="Stades">
      {stages.length === 0 ? (
        <Text size="sm">Aucun stade calculé pour cette parcelle.</Text>
      ) : (
        <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {stages.map((stage, index) => {
            const isCurrent = stage === current;
            const isNext = stage === next;
            return (
              <Group
                component="li"
                key={`${stage.code}-${index}`}
                gap="xs"
                wrap="nowrap"
                px={6}
                py={2}
                aria-current={isCurrent ? 'step' : undefined}
                style={{
                  borderRadius: 4,
                  background: isCurrent ? CURRENT_BACKGROUND : undefined,
                  outline: isNext ? '1px dashed #495057' : undefined,
                }}
              >
                <Box w={18} style={{ flex: 'none', display: 'flex' }}>
                  {isObservedStage(stage.code, plot.stades_obs) ? <ObservedEye /> : null}
                </Box>
                <Text size="sm" fw={isCurrent ? 700 : 400} style={{ flex: 1, minWidth: 0 }}>
                  {bhStageName(stage.code)}
                  {isCurrent ? (
                    <Badge ml={6} size="sm" color="#1b5e20" component="span">
                      {CURRENT_STAGE_LABEL}
                    </Badge>
                  ) : null}
                  {isNext ? (
                    <Badge ml={6} size="sm" variant="outline" color="#495057" component="span">
                      {NEXT_STAGE_LABEL}
                    </Badge>
                  ) : null}
                </Text>
                <Text size="sm" style={{ flex: 'none', whiteSpace: 'nowrap' }}>
                  {dateOrEmpty(stage.date)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
      {stages.length > 0 ? (
        <Legend
          mt="sm"
          label="Légende des stades"
          items={[
            {
              key: 'observed',
              label: OBSERVED_STAGE_LABEL,
              swatch: <IconEye aria-hidden size={16} color={EYE_COLOUR} />,
            },
          ]}
        />
      ) : null}
    </SectionCard>
  );
}
