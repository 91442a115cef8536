// jsdom has no WebGL: the dashboards' tests replace MapView with a list of the points it is
// given, each with its colour, its longitude (to see coincident points moved apart) and the popup
// the screen renders for it. MapView's own behaviour is tested in components/.
//   vi.mock('../../../components/MapView', () => import('../../../test/map-stand-in'));
import type { ReactNode } from 'react';

interface StandInProps {
  label: string;
  points: readonly {
    id: string;
    colorValue?: string;
    colorValues?: Readonly<Record<string, string>>;
    longitude: number;
  }[];
  colorBy?: string;
  renderPopup?: (point: unknown) => ReactNode;
}

export function MapView({ label, points, colorBy, renderPopup }: StandInProps) {
  return (
    <ul aria-label={label}>
      {points.map((point) => (
        <li
          key={point.id}
          data-colour={colorBy === undefined ? point.colorValue : point.colorValues?.[colorBy]}
          data-longitude={point.longitude}
        >
          {renderPopup?.(point)}
        </li>
      ))}
    </ul>
  );
}
