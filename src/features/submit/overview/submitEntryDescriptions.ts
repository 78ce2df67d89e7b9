// A sentence on each entry of the Submit menu (000 §2.1), keyed by the entry's label, for the Submit Overview.
// The menu itself (src/site/menus.ts) decides which entries there are and where they lead.
export const submitEntryDescriptions: Record<string, string> = {
  'Gene Class Symbol Registration':
    'Reserve a symbol for a gene family named after a mutant phenotype or a gene product; a curator reviews it before it is listed.',
  'Online Submission Tool (TOAST)':
    'Send the genes, alleles and annotations of your publication to the curators in one online form.',
  'Data Submission Guidelines': 'What data the portal takes, in which formats, and how to prepare a submission.',
};
