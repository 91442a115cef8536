// jsdom has no WebGL: react-map-gl is replaced by a stand-in that renders the sources, layers and
// popups it is given and lets the test play MapLibre's events (click, tile error, tile loaded).
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBff, renderWithProviders } from '../test/render';
import { circleColorExpression, type MapColorScale } from './map-style';
import { MapView } from './MapView';

interface StandInProps {
  children?: ReactNode;
  initialViewState:
    | { latitude: number; longitude: number; zoom: number }
    | { bounds: number[][]; fitBoundsOptions: object };
  mapStyle: { sources: Record<string, unknown> };
  locale: Record<string, string>;
  onLoad: (event: unknown) => void;
  onClick: (event: unknown) => void;
  onError: (event: unknown) => void;
  onSourceData: (event: unknown) => void;
  onIdle: (event: unknown) => void;
}

const map = vi.hoisted(() => ({
  props: null as StandInProps | null,
  fitBounds: vi.fn(),
  jumpTo: vi.fn(),
}));

vi.mock('react-map-gl/maplibre', async () => {
  const { forwardRef, useEffect, useImperativeHandle, useRef } = await import('react');
  const StandInMap = forwardRef<unknown, StandInProps>(function StandInMap(props, ref) {
    map.props = props;
    const canvas = useRef<HTMLCanvasElement>(null);
    useImperativeHandle(ref, () => ({
      fitBounds: map.fitBounds,
      jumpTo: map.jumpTo,
      getCanvas: () => canvas.current,
    }));
    const { onLoad } = props;
    useEffect(() => onLoad({ type: 'load' }), [onLoad]);
    return (
      <div data-testid="carte">
        <canvas ref={canvas} tabIndex={0} role="region" aria-label={props.locale['Map.Title']} />
        {props.children}
      </div>
    );
  });
  return {
    Map: StandInMap,
    Source: ({ id, children, ...spec }: { id: string; children?: ReactNode }) => (
      <div data-testid={`source ${id}`} data-spec={JSON.stringify(spec)}>
        {children}
      </div>
    ),
    Layer: (props: { id: string }) => (
      <div data-testid={`layer ${props.id}`} data-spec={JSON.stringify(props)} />
    ),
    Popup: ({ children, onClose }: { children?: ReactNode; onClose: () => void }) => (
      <div data-testid="popup">
        {children}
        <button type="button" onClick={onClose}>
          Fermer
        </button>
      </div>
    ),
    NavigationControl: () => null,
    AttributionControl: () => null,
  };
});

const CONFIG = {
  instituteKeyword: 'institut',
  productName: 'Plateforme de test',
  supportEmail: 'aide@test.fr',
  mapTileUrl: null as string | null,
  mapTileAttribution: '',
};

function serveConfig(config = CONFIG) {
  fakeBff((request) =>
    request.url === '/bff/config'
      ? { status: 200, body: config }
      : { status: 404, body: { code: 404, message: 'Ressource introuvable' } },
  );
}

const crops: MapColorScale = {
  title: 'Culture',
  colors: { MAIS_GRAIN: '#1c7ed6', MAIS_FOURRAGE: '#1c7ed6', PDT: '#2f9e44' },
  labels: { MAIS_GRAIN: 'Maïs grain', MAIS_FOURRAGE: 'Maïs fourrage', PDT: 'Pomme de terre' },
  defaultColor: '#868e96',
  defaultLabel: 'Autre culture',
};

interface Plot {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  colorValue: string;
}

const plots: Plot[] = [
  { id: 12, name: 'Les Grands Champs', latitude: 47.2, longitude: 1.1, colorValue: 'PDT' },
  { id: 13, name: 'La Noue', latitude: 45.9, longitude: 4.3, colorValue: 'MAIS_GRAIN' },
];

const popup = (plot: Plot) => (
  <>
    <strong>{plot.name}</strong>
    <a href={`/bilanhydrique/parcelle/${plot.id}`}>Voir le détail</a>
  </>
);

const stage = () => {
  if (!map.props) throw new Error('no map drawn');
  return map.props;
};
const spec = (testId: string) =>
  JSON.parse(screen.getByTestId(testId).getAttribute('data-spec') ?? '{}') as Record<
    string,
    unknown
  >;

beforeEach(() => {
  map.props = null;
  map.fitBounds.mockClear();
  map.jumpTo.mockClear();
});

describe('MapView', () => {
  it('says when the map has drawn its current plots, for the dashboard benchmark', async () => {
    serveConfig();
    function FewerPlots() {
      const [few, setFew] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setFew(true)}>
            Moins de parcelles
          </button>
          <MapView label="Carte des parcelles" points={few ? plots.slice(1) : plots} />
        </>
      );
    }
    renderWithProviders(<FewerPlots />);
    const frame = screen.getByTestId('carte').closest('[data-map-state]');
    expect(frame?.getAttribute('data-map-state')).toBe('loaded');
    act(() => stage().onIdle({ type: 'idle' }));
    expect(frame?.getAttribute('data-map-state')).toBe('drawn');
    // New plots are not drawn until MapLibre is idle again.
    await userEvent.click(screen.getByRole('button', { name: 'Moins de parcelles' }));
    expect(frame?.getAttribute('data-map-state')).toBe('loaded');
    act(() => stage().onIdle({ type: 'idle' }));
    expect(frame?.getAttribute('data-map-state')).toBe('drawn');
  });

  it('opens at the centre of France at zoom 6, named for screen readers in French', () => {
    serveConfig();
    renderWithProviders(<MapView label="Carte des parcelles" points={plots} />);
    // The spec's zoom 6 (256-pixel tiles) is MapLibre's 5 (512-pixel tiles): the same scale.
    expect(stage().initialViewState).toEqual({ latitude: 46.76782, longitude: 2.43129, zoom: 5 });
    expect(stage().locale).toMatchObject({
      'Map.Title': 'Carte des parcelles',
      'Popup.Close': 'Fermer',
      'NavigationControl.ZoomIn': 'Zoom avant',
    });
    expect(screen.getByRole('region', { name: 'Carte des parcelles' })).toBeTruthy();
  });

  it('takes the zoom of the screen and frames the plots when asked', () => {
    serveConfig();
    renderWithProviders(
      <MapView
        label="Emplacement de la parcelle"
        points={[plots[0] as Plot]}
        center={{ latitude: 47.2, longitude: 1.1 }}
        zoom={9}
      />,
    );
    expect(stage().initialViewState).toEqual({ latitude: 47.2, longitude: 1.1, zoom: 8 });
    expect(map.fitBounds).not.toHaveBeenCalled();

    cleanup();
    // Framed from the start: drawn once, without a move on load.
    function Refit() {
      const [shown, setShown] = useState(plots);
      return (
        <>
          <button type="button" onClick={() => setShown([plots[0] as Plot])}>
            Une parcelle
          </button>
          <MapView label="Carte des parcelles" points={shown} fitToPoints />
        </>
      );
    }
    renderWithProviders(<Refit />);
    expect(stage().initialViewState).toEqual({
      bounds: [
        [1.1, 45.9],
        [4.3, 47.2],
      ],
      fitBoundsOptions: { padding: 40, maxZoom: 11 },
    });
    expect(map.fitBounds).not.toHaveBeenCalled();
    // Other points: framed again.
    fireEvent.click(screen.getByRole('button', { name: 'Une parcelle' }));
    expect(map.fitBounds).toHaveBeenCalledWith(
      [
        [1.1, 47.2],
        [1.1, 47.2],
      ],
      expect.objectContaining({ maxZoom: 11, duration: 0 }),
    );
  });

  it('draws the plots from one GeoJSON source, coloured by crop, with a French legend', () => {
    serveConfig();
    renderWithProviders(<MapView label="Carte des parcelles" points={plots} colorScale={crops} />);
    const source = spec('source parcelles') as { data: { features: unknown[] } };
    expect(source.data.features).toHaveLength(2);
    expect(spec('layer parcelles-points')).toMatchObject({
      type: 'circle',
      // The expression itself is map-style.test.ts's subject.
      paint: { 'circle-color': circleColorExpression(crops) },
    });
    const legend = screen.getByRole('list', { name: 'Culture' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Maïs grain, Maïs fourrage',
      'Pomme de terre',
      'Autre culture',
    ]);
    expect(items[1]?.querySelector('[data-color]')?.getAttribute('data-color')).toBe('#2f9e44');
  });

  it('shows the popup the screen renders for a clicked plot, with its link, until closed', async () => {
    serveConfig();
    const user = userEvent.setup();
    renderWithProviders(<MapView label="Carte des parcelles" points={plots} renderPopup={popup} />);
    expect(screen.queryByTestId('popup')).toBeNull();

    act(() => stage().onClick({ features: [{ properties: { key: '13' } }] }));
    const shown = screen.getByTestId('popup');
    expect(within(shown).getByText('La Noue')).toBeTruthy();
    expect(within(shown).getByRole('link', { name: 'Voir le détail' }).getAttribute('href')).toBe(
      '/bilanhydrique/parcelle/13',
    );

    // Escape closes it and gives the keyboard back to the map.
    within(shown).getByRole('link', { name: 'Voir le détail' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('popup')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('region', { name: 'Carte des parcelles' }),
    );

    act(() => stage().onClick({ features: [{ properties: { key: '12' } }] }));
    expect(within(screen.getByTestId('popup')).getByText('Les Grands Champs')).toBeTruthy();
    // A click beside the plots closes it.
    act(() => stage().onClick({ features: [] }));
    expect(screen.queryByTestId('popup')).toBeNull();
  });

  it('describes the keyboard alternative to the map for screen readers', () => {
    serveConfig();
    renderWithProviders(
      <MapView
        label="Carte des parcelles"
        description="Les parcelles de la carte sont aussi listées dans le tableau ci-dessous."
        points={plots}
      />,
    );
    const region = screen.getByRole('region', { name: 'Carte des parcelles' });
    expect(region.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(region.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Les parcelles de la carte sont aussi listées dans le tableau ci-dessous.');
  });

  it('draws only the bundled outline of France when no tile address is configured', async () => {
    serveConfig();
    renderWithProviders(<MapView label="Carte des parcelles" points={plots} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(stage().mapStyle.sources).toHaveProperty('contour-france');
    expect(screen.queryByTestId('source fond-tuiles')).toBeNull();
    // No tiles configured is normal: nothing to apologise for.
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws the configured tiles, and falls back on the outline when they cannot be loaded', async () => {
    serveConfig({
      ...CONFIG,
      mapTileUrl: 'https://tuiles.example/{z}/{x}/{y}.png',
      mapTileAttribution: '© Fournisseur',
    });
    renderWithProviders(<MapView label="Carte des parcelles" points={plots} />);
    await screen.findByTestId('source fond-tuiles');
    expect(spec('source fond-tuiles')).toMatchObject({
      type: 'raster',
      tiles: ['https://tuiles.example/{z}/{x}/{y}.png'],
      attribution: '© Fournisseur',
    });
    // Above the outline, below the plots, wherever it comes in the drawing order.
    expect(spec('layer fond-tuiles')).toMatchObject({ beforeId: 'place-des-tuiles' });

    act(() =>
      stage().onError({
        type: 'error',
        target: {},
        sourceId: 'fond-tuiles',
        error: new Error('x'),
      }),
    );
    expect(screen.queryByTestId('source fond-tuiles')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      "Le fond de carte n'a pas pu être chargé\u202f: seul le contour de la France est affiché.",
    );
  });

  it('keeps tiles that have loaded when one of them later fails', async () => {
    serveConfig({ ...CONFIG, mapTileUrl: 'https://tuiles.example/{z}/{x}/{y}.png' });
    renderWithProviders(<MapView label="Carte des parcelles" points={plots} />);
    await screen.findByTestId('source fond-tuiles');
    act(() => stage().onSourceData({ sourceId: 'fond-tuiles', tile: {}, dataType: 'source' }));
    act(() => stage().onError({ type: 'error', target: {}, sourceId: 'fond-tuiles' }));
    expect(screen.getByTestId('source fond-tuiles')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so in French when the browser cannot draw maps', () => {
    serveConfig();
    renderWithProviders(<MapView label="Carte des parcelles" points={plots} />);
    act(() => stage().onError({ type: 'error', target: null, error: new Error('WebGL') }));
    expect(screen.getByText('Carte indisponible')).toBeTruthy();
    expect(
      screen.getByText(
        'Ce navigateur ne peut pas afficher la carte (WebGL désactivé ou non pris en charge).',
      ),
    ).toBeTruthy();
  });
});
