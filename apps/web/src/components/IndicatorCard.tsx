// Dashboard figures (spec 3 §2.10: number of farmers, total surface in ha, number of plots): a
// title over a number written the French way, with its unit. A card may also filter its page's
// list on click (issue 41: 'Parcelles à traiter 3' leads to those three plots): it is then a
// toggle button, pressed while its filter is on, and the cards say under them which filter is on,
// with a button clearing it.
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconFilter, IconFilterCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Shown for a figure the server did not give. */
export const NO_FIGURE = '-';

/** `1234.5` gives `1 234,5` (narrow no-break space between thousands, as fr-FR writes them). */
export function formatFigure(
  value: number | null | undefined,
  maximumFractionDigits = 2,
  minimumFractionDigits = 0,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_FIGURE;
  return new Intl.NumberFormat('fr-FR', { maximumFractionDigits, minimumFractionDigits }).format(
    value,
  );
}

/** What a card filtering its page's list does on click (issue 41). */
export interface IndicatorCardFilter {
  /** The list is filtered by this card now: it reads and looks pressed. */
  active: boolean;
  /**
   * The card was clicked: its filter goes on, or off when it was on. Cleared from the notice,
   * several cards' filters go off one after the other in one event: update the page's state
   * from its previous value (`setFilters((previous) => …)`).
   */
  onToggle(): void;
  /** What the filter keeps, as the notice names it; default the card's title. */
  label?: string;
  /**
   * The card counts the whole list (every plot, every farmer): clicking it clears the other
   * cards' filters, it is pressed while none is on, and the notice never names it.
   */
  wholeList?: boolean;
}

/** The notice under filtering cards: 'Filtre actif : Parcelles à traiter'. */
export function cardFilterNotice(labels: readonly string[]): string | null {
  if (labels.length === 0) return null;
  return `${labels.length > 1 ? 'Filtres actifs' : 'Filtre actif'}\u202f: ${labels.join(', ')}`;
}

export const CLEAR_CARD_FILTER_LABEL = 'Retirer le filtre';
export const CLEAR_CARD_FILTERS_LABEL = 'Retirer les filtres';

export interface IndicatorCardProps {
  title: string;
  value: number | null | undefined;
  /** Written after the number, e.g. 'ha'. */
  unit?: string;
  /** Decoration before the title (its meaning is the title's). */
  icon?: ReactNode;
  /** Decimals shown at most (default 2). */
  maximumFractionDigits?: number;
  /** Decimals always shown, e.g. 2 for a figure the spec gives 'with two decimals' (default 0). */
  minimumFractionDigits?: number;
  /** The figure is on its way: a placeholder stands in for it. */
  loading?: boolean;
  /** Clicking the card filters the page's list (a toggle button named by title and figure). */
  filter?: IndicatorCardFilter;
}

export function IndicatorCard({
  title,
  value,
  unit,
  icon,
  maximumFractionDigits = 2,
  minimumFractionDigits = 0,
  loading = false,
  filter,
}: IndicatorCardProps) {
  const titleId = useId();
  const figure = formatFigure(value, maximumFractionDigits, minimumFractionDigits);
  const active = filter?.active === true;
  // Phrasing content only (spans), so that it may sit inside the filtering card's button, which
  // is named by its words: a space keeps title and figure apart ('Parcelles à traiter 3').
  const content = (
    <>
      <Group component="span" gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Group component="span" gap="xs" wrap="nowrap">
          {icon && (
            <ThemeIcon variant="light" size="md" aria-hidden>
              {icon}
            </ThemeIcon>
          )}
          <Text
            id={titleId}
            span
            size="sm"
            c={active ? 'agro.9' : 'dimmed'}
            fw={active ? 700 : 500}
          >
            {title}
          </Text>
        </Group>
        {/* Says a click filters, and which card does now (the pressed state says it too). */}
        {filter &&
          (active ? (
            <IconFilterCheck size={20} color="var(--mantine-color-agro-9)" aria-hidden />
          ) : (
            <IconFilter size={20} color="var(--mantine-color-gray-7)" aria-hidden />
          ))}
      </Group>
      {filter && ' '}
      {loading ? (
        <Skeleton height={34} mt="xs" width="60%" />
      ) : (
        <Text span display="block" fz={28} fw={700} mt="xs" lh={1.2}>
          {/* A no-break space keeps the unit on the number's line. */}
          {unit && figure !== NO_FIGURE ? `${figure}\u00a0${unit}` : figure}
        </Text>
      )}
    </>
  );
  return (
    <Paper
      withBorder
      p={filter ? 0 : 'md'}
      radius="md"
      role="group"
      aria-labelledby={titleId}
      aria-busy={loading}
      style={
        active
          ? {
              borderColor: 'var(--mantine-color-agro-9)',
              boxShadow: 'inset 0 0 0 1px var(--mantine-color-agro-9)',
              backgroundColor: 'var(--mantine-color-agro-0)',
            }
          : undefined
      }
    >
      {filter ? (
        <UnstyledButton
          aria-pressed={active}
          onClick={filter.onToggle}
          p="md"
          w="100%"
          h="100%"
          style={{ borderRadius: 'var(--mantine-radius-md)', display: 'block' }}
        >
          {content}
        </UnstyledButton>
      ) : (
        content
      )}
    </Paper>
  );
}

/**
 * What filtering cards say under them: the filters on, in a polite live region always in the
 * page (so that a click is heard), and a button taking them off.
 */
function CardFilterNotice({ cards }: { cards: readonly IndicatorCardProps[] }) {
  const on = cards.filter((card) => card.filter?.active === true && !card.filter.wholeList);
  const notice = cardFilterNotice(on.map((card) => card.filter?.label ?? card.title));
  return (
    <Group gap="sm" wrap="wrap" mih={notice === null ? 0 : 28}>
      <Text size="sm" fw={500} role="status">
        {notice}
      </Text>
      {notice !== null && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            for (const card of on) card.filter?.onToggle();
          }}
        >
          {on.length > 1 ? CLEAR_CARD_FILTERS_LABEL : CLEAR_CARD_FILTER_LABEL}
        </Button>
      )}
    </Group>
  );
}

export interface IndicatorCardsProps {
  cards: readonly (IndicatorCardProps & { key?: string })[];
}

/**
 * A row of cards: one column on a phone, two on a small tablet, all side by side from 960 px.
 * When cards filter the list, the filter on is named under them, with a button taking it off.
 */
export function IndicatorCards({ cards }: IndicatorCardsProps) {
  const grid = (
    // At most four cards a row under 1408 px: seven in one row at 1280 px cut '230,3 kgN/ha'.
    <SimpleGrid
      cols={{
        base: 1,
        xs: 2,
        md: Math.min(Math.max(1, cards.length), 4),
        xl: Math.max(1, cards.length),
      }}
      spacing="md"
    >
      {cards.map(({ key, ...card }) => (
        <IndicatorCard key={key ?? card.title} {...card} />
      ))}
    </SimpleGrid>
  );
  if (!cards.some((card) => card.filter !== undefined)) return grid;
  return (
    <Stack gap="xs">
      {grid}
      <CardFilterNotice cards={cards} />
    </Stack>
  );
}
