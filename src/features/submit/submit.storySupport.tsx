// What the submit pages' stories share: the msw answers and a phone-width viewport.
import type { RequestHandler } from 'msw';
import { useLocation } from 'react-router';
import { handlers } from '../../../mocks/handlers';
import { geneClassSymbolHandlers } from '../../../mocks/submit/geneClassSymbolHandlers';

/** The app's usual answers plus the registration calls; `first` handlers win over both. */
export const withSymbolHandlers = (...first: RequestHandler[]) => ({ msw: { handlers: [...first, ...geneClassSymbolHandlers, ...handlers] } });

export const phone375 = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

/** Stands in for the page a route leads to: shows the address the app went to. */
export function ArrivedAt() {
  const location = useLocation();
  return <p data-testid="arrived-at">{`${location.pathname}${location.search}`}</p>;
}
