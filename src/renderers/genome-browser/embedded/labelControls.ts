// JBrowse leaves several of its controls without an accessible name (icon buttons, the zoom slider) and puts tooltip
// labels on wrapping <span>s, where screen readers ignore them. The portal names them, so the view is usable with a
// screen reader and passes the same accessibility checks as the rest of the page.

/** Names of JBrowse's own test ids and of the MUI icons its unnamed buttons show. */
const controlNames: Record<string, string> = {
  view_menu_icon: 'View menu',
  track_menu_icon: 'Track menu',
  zoom_in: 'Zoom in',
  zoom_out: 'Zoom out',
  MenuIcon: 'Menu',
  ArrowBackIcon: 'Scroll left',
  ArrowForwardIcon: 'Scroll right',
  ChevronLeftIcon: 'Scroll left',
  ChevronRightIcon: 'Scroll right',
  SearchIcon: 'Go to the region',
  CloseIcon: 'Close',
  MoreVertIcon: 'More options',
  DragIndicatorIcon: 'Drag to reorder the track',
};

/** 'ArrowBackIcon' → 'Arrow back'. */
const fromIconName = (icon: string) =>
  icon
    .replace(/Icon$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());

const hasName = (element: Element) =>
  Boolean(element.getAttribute('aria-label') || element.getAttribute('aria-labelledby') || element.getAttribute('title') || element.textContent?.trim());

function nameOf(button: HTMLElement): string {
  const testId = button.dataset.testid;
  if (testId && controlNames[testId]) return controlNames[testId];
  const icon = button.querySelector('svg[data-testid]')?.getAttribute('data-testid') ?? '';
  return controlNames[icon] ?? (icon ? fromIconName(icon) : 'Genome browser control');
}

/** Gives JBrowse's unnamed controls under `root` a name; only what needs one is touched. */
export function labelControls(root: HTMLElement) {
  for (const wrapper of root.querySelectorAll<HTMLElement>('span[aria-label]:not([role])')) {
    const label = wrapper.getAttribute('aria-label') ?? '';
    const control = wrapper.querySelector('button, input');
    if (control && !hasName(control)) control.setAttribute('aria-label', label);
    wrapper.removeAttribute('aria-label');
  }
  for (const button of root.querySelectorAll<HTMLElement>('button')) {
    if (!hasName(button)) button.setAttribute('aria-label', nameOf(button));
  }
  for (const slider of root.querySelectorAll<HTMLInputElement>('input[type="range"]')) {
    if (!hasName(slider) && !slider.labels?.length) slider.setAttribute('aria-label', 'Zoom level');
  }
}

/** Keeps naming controls as JBrowse draws new ones; returns the stop. */
export function keepControlsLabelled(root: HTMLElement): () => void {
  labelControls(root);
  const observer = new MutationObserver(() => labelControls(root));
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  return () => observer.disconnect();
}
