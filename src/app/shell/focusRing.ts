// Ripples are off across the portal, and with them MUI's only focus cue on text and outlined buttons; this outline
// shows keyboard users where they are.
export const focusRing = { '&.Mui-focusVisible, &:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } } as const;
