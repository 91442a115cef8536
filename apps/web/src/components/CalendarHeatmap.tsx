// A calendar heat map (spec 3 §2.3 blight and alternaria calendars, §2.8 and §2.11 weather
// reception): one square per day over a date range, weeks in columns and weekdays in rows, each
// square coloured by the piece its value falls in, with marks such as 'P' or a triangle. It is
// a keyboard grid (one tab stop, arrows between days) whose every day has a spoken name with
// the date, the value and the meanings of its colour and mark; a tooltip shows that name on
// hover and focus, so nothing rests on colour alone.
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { shortWeekdayName } from '../lib/format';
import {
  calendarLayout,
  cellText,
  movedDate,
  NO_DATA_COLOR,
  NO_DATA_LABEL,
  readableTextColor,
  type CalendarCell,
  type CalendarDay,
  type CalendarMark,
  type DateRange,
  type HeatmapPiece,
} from './calendar-heatmap';
import { ColorSwatch, Legend } from './Legend';

export interface CalendarHeatmapProps {
  /** Heading of the heat map, also the grid's name: 'Réception des données météo'. */
  title: string;
  /** First and last days shown, 'YYYY-MM-DD' (see plotHeatmapRange, stationHeatmapRange). */
  range: DateRange;
  /** Values by day; days without an entry show as 'Pas de donnée'. */
  days: readonly CalendarDay[];
  /** Colours and legend labels of value ranges (see RECEPTION_PIECES...). */
  pieces: readonly HeatmapPiece[];
  /** How a value is said before its piece's label, such as '4 h manquantes'; null says nothing. */
  formatValue?: (value: number) => string | null;
  /** Side of a day's square in pixels, 16 by default. */
  cellSize?: number;
}

const GAP = 2;
const HEADER_WIDTH = 34;

function Triangle({ color, size }: { color: string; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 10 10" aria-hidden focusable="false">
      <path
        d="M5 1.5L9 8.5H1z"
        fill={color}
        stroke={color === '#000000' ? '#ffffff' : '#000000'}
        strokeWidth="0.6"
      />
    </svg>
  );
}

function MarkGlyph({
  mark,
  background,
  size,
}: {
  mark: CalendarMark;
  background: string;
  size: number;
}) {
  const color = readableTextColor(background);
  if (mark.kind === 'triangle') return <Triangle color={color} size={size - 4} />;
  return (
    <span aria-hidden style={{ color, fontSize: size - 5, fontWeight: 700, lineHeight: 1 }}>
      {mark.letter}
    </span>
  );
}

interface Tip {
  text: string;
  left: number;
  top: number;
  alignRight: boolean;
  below: boolean;
}

export function CalendarHeatmap({
  title,
  range,
  days,
  pieces,
  formatValue,
  cellSize = 16,
}: CalendarHeatmapProps) {
  const titleId = useId();
  const helpId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const { weeks, months } = useMemo(
    () => calendarLayout(range, days, pieces),
    [range, days, pieces],
  );
  const [active, setActive] = useState<string | null>(null);
  const [tip, setTip] = useState<Tip | null>(null);
  const focusable =
    active !== null && active >= range.start && active <= range.end ? active : range.start;

  const marks = useMemo(() => {
    const byLabel = new Map<string, CalendarMark>();
    for (const day of days) if (day.mark) byLabel.set(day.mark.label, day.mark);
    return [...byLabel.values()];
  }, [days]);

  const showTip = (cell: CalendarCell, element: HTMLElement, column: number, row: number) => {
    setTip({
      text: cellText(cell, formatValue),
      left: element.offsetLeft + (column > weeks.length / 2 ? element.offsetWidth : 0),
      top: row < 3 ? element.offsetTop + element.offsetHeight + 4 : element.offsetTop - 4,
      alignRight: column > weeks.length / 2,
      below: row < 3,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Escape') {
      setTip(null);
      return;
    }
    const target = movedDate(focusable, event.key, range);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${target}"]`)?.focus();
  };

  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" fw={600} id={titleId} mb={4}>
        {title}
      </Text>
      <Box style={{ overflowX: 'auto' }}>
        <Box pos="relative" w="max-content" pb={2}>
          <table
            ref={gridRef}
            role="grid"
            aria-labelledby={titleId}
            aria-describedby={helpId}
            onKeyDown={onKeyDown}
            style={{
              borderCollapse: 'separate',
              borderSpacing: GAP,
              tableLayout: 'fixed',
              width: HEADER_WIDTH + weeks.length * (cellSize + GAP) + GAP,
            }}
          >
            <colgroup>
              <col style={{ width: HEADER_WIDTH }} />
              {weeks.map((_, column) => (
                <col key={column} style={{ width: cellSize }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <td />
                {months.map((month) => (
                  <th
                    key={month.name}
                    scope="colgroup"
                    colSpan={month.span}
                    aria-label={month.name}
                    style={{
                      fontSize: 11,
                      fontWeight: 400,
                      textAlign: 'left',
                      whiteSpace: 'nowrap',
                      overflow: 'visible',
                      padding: 0,
                    }}
                  >
                    {month.span > 1 ? month.label : ''}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: 7 }, (_, row) => (
                <tr key={row}>
                  <th
                    scope="row"
                    style={{
                      fontSize: 11,
                      fontWeight: 400,
                      textAlign: 'left',
                      padding: 0,
                      height: cellSize,
                    }}
                  >
                    {shortWeekdayName(row)}
                  </th>
                  {weeks.map((week, column) => {
                    const cell = week[row];
                    if (!cell) return <td key={column} />;
                    const color = cell.piece?.color ?? NO_DATA_COLOR;
                    const text = cellText(cell, formatValue);
                    return (
                      <td
                        key={column}
                        role="gridcell"
                        data-date={cell.date}
                        data-color={color}
                        aria-label={text}
                        tabIndex={cell.date === focusable ? 0 : -1}
                        onFocus={(event) => {
                          setActive(cell.date);
                          showTip(cell, event.currentTarget, column, row);
                        }}
                        onBlur={() => setTip(null)}
                        onMouseEnter={(event) => showTip(cell, event.currentTarget, column, row)}
                        onMouseLeave={() => setTip(null)}
                        style={{
                          width: cellSize,
                          height: cellSize,
                          padding: 0,
                          background: color,
                          borderRadius: 2,
                          boxShadow: cell.piece ? undefined : 'inset 0 0 0 1px #adb5bd',
                          textAlign: 'center',
                          verticalAlign: 'middle',
                          lineHeight: 0,
                        }}
                      >
                        {cell.mark && (
                          <MarkGlyph mark={cell.mark} background={color} size={cellSize} />
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {tip && (
            <Box
              aria-hidden
              data-testid="infobulle-calendrier"
              pos="absolute"
              px={8}
              py={4}
              style={{
                left: tip.left,
                top: tip.top,
                transform: `translate(${tip.alignRight ? '-100%' : '0'}, ${tip.below ? '0' : '-100%'})`,
                background: 'var(--mantine-color-dark-7)',
                color: 'var(--mantine-color-white)',
                borderRadius: 4,
                fontSize: 12,
                whiteSpace: 'nowrap',
                pointerEvents: 'none',
                zIndex: 2,
              }}
            >
              {tip.text}
            </Box>
          )}
        </Box>
      </Box>
      <VisuallyHidden id={helpId}>
        Flèches gauche et droite&#x202F;: semaine précédente ou suivante&#x202F;; flèches haut et
        bas&#x202F;: jour précédent ou suivant&#x202F;; Début et Fin&#x202F;: premier et dernier
        jour.
      </VisuallyHidden>
      <Legend
        label={`Légende\u202f: ${title}`}
        mt={6}
        items={[
          ...[...pieces, { color: NO_DATA_COLOR, label: NO_DATA_LABEL }].map((piece) => ({
            key: piece.label,
            label: piece.label,
            swatch: <ColorSwatch color={piece.color} />,
          })),
          ...marks.map((mark) => ({
            key: mark.label,
            label: mark.label,
            swatch: (
              <Box
                aria-hidden
                w={14}
                h={14}
                style={{
                  flex: 'none',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  boxShadow: 'inset 0 0 0 1px #adb5bd',
                  borderRadius: 2,
                }}
              >
                <MarkGlyph mark={mark} background="#ffffff" size={14} />
              </Box>
            ),
          })),
        ]}
      />
    </Box>
  );
}
