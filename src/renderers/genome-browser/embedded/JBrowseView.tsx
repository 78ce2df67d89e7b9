import { createViewState, JBrowseLinearGenomeView } from '@jbrowse/react-linear-genome-view2';
import { useTheme } from '@mui/material/styles';
import { reaction } from 'mobx';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import type { GenomeTrackId } from '../../../../contracts/genome/features';
import { regionText, type GenomeRegion } from '../../../../contracts/genome/region';
import { jbrowseConfig } from './jbrowseConfig';
import { keepControlsLabelled } from './labelControls';
import { PortalGenomePlugin } from './portalGenomePlugin';

export interface JBrowseViewProps {
  region: GenomeRegion;
  /** The record's own feature, marked in the view. */
  highlight?: GenomeRegion | undefined;
  tracks: readonly GenomeTrackId[];
  /** A feature was clicked: its portal page. */
  onOpenFeature: (href: string) => void;
  /** The region in view after the reader panned or zoomed ('Chr1:3,518..6,012'). */
  onLocChange?: ((loc: string) => void) | undefined;
}

type ViewState = ReturnType<typeof createViewState>;

interface SelectedFeature {
  get: (name: string) => unknown;
}
const hrefOf = (selection: unknown): string | undefined => {
  const href = (selection as Partial<SelectedFeature> | undefined)?.get?.('href');
  return typeof href === 'string' && href.startsWith('/') ? href : undefined;
};

/**
 * JBrowse 2's linear genome view over the portal's genome API. This module and JBrowse (with its own MUI 7) make the
 * lazily loaded genome-browser chunk; nothing else imports them. JBrowse's Emotion styles go through the page's style
 * cache (the app's CacheProvider, which carries the page's CSP nonce): JBrowse uses the same @emotion/react.
 */
export default function JBrowseView({ region, highlight, tracks, onOpenFeature, onLocChange }: JBrowseViewProps) {
  const theme = useTheme();
  const [state] = useState<ViewState>(() => {
    const viewState = createViewState({
      ...jbrowseConfig({ primary: theme.palette.primary.main, secondary: theme.palette.secondary.main }),
      plugins: [PortalGenomePlugin as never],
      location: regionText(region),
      ...(highlight ? { highlight: [regionText(highlight)] } : {}),
    });
    for (const track of tracks) viewState.session.view.showTrack(track);
    return viewState;
  });

  // A click on a feature (JBrowse selects it) opens the record's page instead of JBrowse's feature panel.
  useEffect(
    () =>
      reaction(
        () => hrefOf(state.session.selection),
        (href) => {
          if (!href) return;
          state.session.clearSelection?.();
          onOpenFeature(href);
        },
      ),
    [state, onOpenFeature],
  );

  useEffect(() => {
    if (!onLocChange) return undefined;
    const { view } = state.session;
    return reaction(
      () => (view.initialized ? (view.visibleLocStrings as string) : undefined),
      (loc) => loc && onLocChange(loc),
    );
  }, [state, onLocChange]);

  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => (root ? keepControlsLabelled(root) : undefined), [root]);

  return (
    <Box ref={setRoot}>
      <JBrowseLinearGenomeView viewState={state} />
    </Box>
  );
}
