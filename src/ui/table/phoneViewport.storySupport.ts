// A 390 px phone, narrower than NARROW_SCREEN_QUERY's 600 px: a story's tables render as cards at this size.
const viewports = { phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } as const;

/** Spread into a story's meta to render it on the phone. */
export const onAPhone = {
  parameters: { viewport: { options: viewports } },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
