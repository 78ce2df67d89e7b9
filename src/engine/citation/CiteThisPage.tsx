import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { withChunkTimeout } from '../chunkTimeout';
import type { RecordTypeConfigData } from '../config/format';
import type { CitationInput } from './citation';
import { recordFacts } from './recordFacts';
import { useStableUrl } from './useStableUrl';

type CiteDialogComponent = ComponentType<{ open: boolean; onClose: () => void; citation: CitationInput }>;

// The dialog's code loads on the first click (or when the pointer or focus reaches the button): every detail page
// shows the button, few readers open it.
let loading: Promise<CiteDialogComponent> | undefined;
const loadDialog = () =>
  (loading ??= withChunkTimeout(() => import('./CiteDialog')).then(
    (module) => module.CiteDialog,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
const preload = () => void loadDialog().catch(() => undefined);

/** The 'Cite this page' button of a record's heading, and the citation dialog it opens. */
export function CiteThisPage({ config, record }: { config: RecordTypeConfigData; record: Record<string, unknown> }) {
  const { stableUrl, key } = useStableUrl(config);
  const [Dialog, setDialog] = useState<CiteDialogComponent>();
  const [citation, setCitation] = useState<CitationInput>();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  const openDialog = () => {
    const { name, accession } = recordFacts(config, record);
    // The access date is the day the reader asks for the citation.
    setCitation({ name, accession, recordType: config.type, key, stableUrl, accessed: new Date() });
    setFailed(false);
    loadDialog().then(
      (component) => {
        setDialog(() => component);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };

  return (
    <>
      <Button size="small" aria-haspopup="dialog" onClick={openDialog} onPointerEnter={preload} onFocus={preload}>
        Cite this page
      </Button>
      {failed ? (
        <Typography role="alert" variant="body2" color="error">
          The citation could not be loaded. Try again.
        </Typography>
      ) : null}
      {Dialog && citation ? <Dialog open={open} onClose={() => setOpen(false)} citation={citation} /> : null}
    </>
  );
}
