// The JBrowse configuration of the portal's genome browser: the TAIR10 assembly read from the genome API, its five
// tracks, the main-thread RPC driver and the portal's colours.
import { GENOME_ASSEMBLY } from '../../../../contracts/genome/chromosomes';
import { GENOME_TRACKS } from '../../../../contracts/genome/features';

export interface BrowserColours {
  primary: string;
  secondary: string;
}

export function jbrowseConfig(colours: BrowserColours) {
  return {
    assembly: {
      name: GENOME_ASSEMBLY,
      sequence: {
        type: 'ReferenceSequenceTrack',
        trackId: `${GENOME_ASSEMBLY}-sequence`,
        name: 'Reference sequence',
        adapter: { type: 'PortalSequenceAdapter', assembly: GENOME_ASSEMBLY },
      },
      refNameAliases: { adapter: { type: 'PortalRefNameAliasAdapter', assembly: GENOME_ASSEMBLY } },
    },
    tracks: GENOME_TRACKS.map(({ id, label }) => ({
      type: 'FeatureTrack',
      trackId: id,
      name: label,
      assemblyNames: [GENOME_ASSEMBLY],
      adapter: { type: 'PortalFeatureAdapter', track: id },
    })),
    configuration: {
      // Web workers would need a worker-src beyond 'self' for the bundled worker's blob start-up; the portal's
      // adapters are light enough to run beside the page.
      rpc: { defaultDriver: 'MainThreadRpcDriver' },
      theme: { palette: { primary: { main: colours.primary }, secondary: { main: colours.secondary } } },
    },
  };
}
