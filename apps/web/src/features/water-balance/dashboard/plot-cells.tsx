// How the plot list shows a plot's calculation status and risk of depletion (spec 3 §2.10), and
// its row actions (detail in a new window, comments in BH mode).
import { plotRiskDisplay, waterBalanceStatusBadge } from '@agro/domain/water-balance';
import { Box, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconDropletOff, IconMinus } from '@tabler/icons-react';
import { PlotDetailAndComments } from '../../../components/RowAction';
import { STATUS_FILLS, StatusBadge } from '../../../components/StatusBadge';
import type { DashboardPlot } from './dashboard-model';

/** The list's path of a plot's detail page (spec 3 §2.1), opened in a new window. */
export function plotDetailPath(id: string | number): string {
  return `/bilanhydrique/parcelle/${encodeURIComponent(String(id))}`;
}

/** The calculation status badge of spec 3 §2.10: ok green, ko red, anything else orange. */
export function CalculationStatus({ status }: { status: string | null }) {
  return <StatusBadge {...waterBalanceStatusBadge(status)} />;
}

const RISK_SIZE = 26;

/**
 * Red drop crossed out when the RFU is depleted, orange disc with the days left when it will be
 * within 7 days, green tick otherwise; a grey dash 'Bilan non calculé' for a plot in error or
 * outside the balance, which has no risk to tell (never the green tick). The spec's text is the
 * tooltip; the accessible name adds the day count. Focusable, so the tooltip also opens from the
 * keyboard.
 */
export function RiskIcon({ plot }: { plot: DashboardPlot }) {
  const risk = plotRiskDisplay(plot);
  return (
    <Tooltip
      label={risk.text}
      withArrow
      multiline
      maw={260}
      events={{ hover: true, focus: true, touch: true }}
    >
      <Box
        role="img"
        aria-label={risk.label}
        tabIndex={0}
        w={RISK_SIZE}
        h={RISK_SIZE}
        bg={STATUS_FILLS[risk.colour]}
        c="white"
        style={{
          borderRadius: '50%',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          verticalAlign: 'middle',
        }}
      >
        {risk.level === 'depleted' && <IconDropletOff size={16} aria-hidden />}
        {risk.level === 'none' && <IconCheck size={16} aria-hidden />}
        {risk.level === 'uncalculated' && <IconMinus size={16} aria-hidden />}
        {risk.level === 'soon' && (
          <Text component="span" fz="sm" fw={700} lh={1} aria-hidden>
            {risk.days}
          </Text>
        )}
      </Box>
    </Tooltip>
  );
}

export interface PlotActionsProps {
  plot: DashboardPlot;
  onComments: (plot: DashboardPlot) => void;
}

/** 'Voir le détail' (a new window, as the spec opens it) and the plot's comments. */
export function PlotActions({ plot, onComments }: PlotActionsProps) {
  const name = plot.nom_parcelle;
  return (
    <Group gap={4} wrap="nowrap">
      <PlotDetailAndComments
        name={name}
        detailPath={plotDetailPath(plot.id)}
        onComments={() => onComments(plot)}
      />
    </Group>
  );
}
