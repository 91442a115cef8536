// The popup of a row's point on a dashboard's map (blight, stations, water balance, CHN, QN): the
// row's name, its facts one a line, and the way to its detail in a new tab. The maps wrote it each
// by hand; one piece keeps their look, their '-' for an unknown value and their link's name alike.
import { Anchor, Stack, Text, VisuallyHidden, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A line of the popup, read 'label : value'. */
export type MapPopupFact = readonly [label: string, value: ReactNode];

export interface MapPopupDetail {
  href: string;
  /** Said to screen readers after the link's visible text, such as ' (nouvel onglet)'. */
  hidden: string;
  /** Given, the link is a line of its own under the facts, so worded; without it, the title is the link. */
  text?: string;
}

export interface MapPopupProps {
  /** The row's name, in bold. */
  title: ReactNode;
  /** Its facts in order; a value null, undefined or empty reads '-'. */
  facts: readonly MapPopupFact[];
  /** The row's detail, opened in a new tab. */
  detail: MapPopupDetail;
}

/** What a popup shows for a value: '-' when it is not known. */
function shownValue(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? '-' : value;
}

function DetailLink({
  detail,
  children,
  ...look
}: AnchorProps & { detail: MapPopupDetail; children: ReactNode }) {
  return (
    <Anchor href={detail.href} target="_blank" rel="noopener" {...look}>
      {children}
      <VisuallyHidden>{detail.hidden}</VisuallyHidden>
    </Anchor>
  );
}

export function MapPopup({ title, facts, detail }: MapPopupProps) {
  const ownLine = detail.text !== undefined;
  return (
    <Stack gap={2}>
      {ownLine ? (
        <Text fw={600}>{title}</Text>
      ) : (
        <DetailLink detail={detail} fw={600}>
          {title}
        </DetailLink>
      )}
      {facts.map(([label, value]) => (
        <Text key={label} size="sm">
          {label}&#x202F;: {shownValue(value)}
        </Text>
      ))}
      {ownLine ? (
        <DetailLink detail={detail} size="sm" mt={4}>
          {detail.text}
        </DetailLink>
      ) : null}
    </Stack>
  );
}
