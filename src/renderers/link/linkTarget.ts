// WCAG 2.5.8 (target size, AA): a link is at least 24 px high, so links stacked in a narrow cell or list (stock
// names, loci of a publication, paralogs on a phone) are each a target a finger can hit without touching the next.
// Block padding grows the box, not the text: lines of links sit 24 px apart instead of 20.
export const linkTarget = { display: 'inline-block', minHeight: 24, paddingBlock: '2px', boxSizing: 'border-box' } as const;
