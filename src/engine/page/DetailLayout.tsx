import Box from '@mui/material/Box';
import { useDeferredValue, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { RecordTypeConfigData } from '../config/format';
import { DEFAULT_DETECTION_OFFSET } from '../nav/scrollOffsets';
import { hashTarget, useHashLanding } from '../nav/useHashLanding';
import { useScrollSpy } from '../nav/useScrollSpy';
import { useBrowserValue } from '../../ui/useBrowserValue';
import { RecordStructuredData } from '../citation/RecordStructuredData';
import { RecordSummary } from '../summary/RecordSummary';
import { DetailTitle } from './DetailTitle';
import { EmptyRecordNotice } from './EmptyRecordNotice';
import { FIRST_PAINT_SECTIONS, sectionsInFirstPaint } from './firstPaint';
import { recordFullness } from './recordEmptiness';
import { SectionNav } from './SectionNav';
import { SectionView } from './SectionView';

/** A loaded record: title, side navigation with scroll-spy, and every section of the config. */
export function DetailLayout({ config, record }: { config: RecordTypeConfigData; record: Record<string, unknown> }) {
  const ids = config.sections.map((section) => section.id);
  // An address naming a section lands on it: then every section comes in the first paint, so the landing finds it.
  // (The server never sees the #hash: its rendering lands on none, and the browser draws such a page anew, main.tsx.)
  const landsOnSection = ids.includes(useBrowserValue(hashTarget, ''));
  const firstPaint = useMemo(() => sectionsInFirstPaint(record, ids.length, landsOnSection), [record, ids.length, landsOnSection]);
  // The server renders the first sections only (its rendering is work on the server's one thread), and the
  // hydration of its page must show what it did; the browser renders the rest right after.
  const firstRender = useBrowserValue(() => firstPaint, Math.min(firstPaint, FIRST_PAINT_SECTIONS));
  // A heavy record's remaining sections render in the background right after the first paint.
  const deferredSections = useDeferredValue(ids.length, firstRender);
  // A click in the side navigation before the rest have come renders them at once, for the jump to find its section.
  const [allAsked, setAllAsked] = useState(false);
  const shownSections = allAsked ? ids.length : deferredSections;
  const { littleData } = recordFullness(config, record);
  const { activeId, scrollToSection, holdSection } = useScrollSpy(ids, config.scrollSpy?.threshold ?? DEFAULT_DETECTION_OFFSET);
  useHashLanding(ids, holdSection);

  const navigate = (id: string) => {
    if (!document.getElementById(id)) flushSync(() => setAllAsked(true));
    scrollToSection(id);
    // Keyboard users continue reading from the section they chose.
    document.getElementById(`${id}-heading`)?.focus({ preventScroll: true });
  };

  return (
    <Box component="article" data-record-type={config.type}>
      <DetailTitle config={config} record={record} />
      <EmptyRecordNotice config={config} record={record} />
      <RecordSummary config={config} record={record} />
      <RecordStructuredData config={config} record={record} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' }, gap: { xs: 1, md: 3 }, alignItems: 'start' }}>
        <SectionNav sections={config.sections} activeId={activeId} onNavigate={navigate} />
        {/* Busy while sections are still to come (assistive technology waits; so do the end-to-end tests). */}
        <Box sx={{ minWidth: 0 }} aria-busy={shownSections < ids.length || undefined}>
          {config.sections.slice(0, shownSections).map((section) => (
            <SectionView key={section.id} section={section} record={record} recordType={config.type} briefEmptyFields={littleData} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
