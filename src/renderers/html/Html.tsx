import type { RendererProps } from '../../engine/rendererProps';
import { EmptyText } from '../../ui/EmptyText';
import { htmlText } from './htmlText';
import { SafeHtml } from './SafeHtml';

/** HTML from the server, sanitised: no script, event handler, javascript: URL, frame, form or style survives. */
export function Html({ field, value }: RendererProps<'html'>) {
  const html = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  // Markup with no words and no image (an empty <p>, a stripped <script>) counts as empty.
  if (htmlText(html) === '' && !/<img\b/i.test(html)) return <EmptyText text={field.empty} />;
  return <SafeHtml html={html} />;
}
