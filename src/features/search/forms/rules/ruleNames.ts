// The names a form config may give in `rules` (formConfig.ts). Each is a pure function in payloadRules.ts.
export const ruleNames = [
  /** 001 §5: a gene list upper-cased, carriage returns removed, one id a line joined with ';', blanks dropped. */
  'geneList',
  /** 001 §5 (protein): newlines in a list become semicolons. */
  'joinLines',
  /** 001 §5 (protein): length, MW and pI rows only when ticked; MW typed in kDa is sent in Da. */
  'proteinFilters',
  /** 001 §5 (keyword): a GO/PO id is matched exactly and must read GO: or PO: plus digits. */
  'ontologyId',
  /** 001 §5 (community): a term row holding only methods is dropped. */
  'dropMethodOnlyRows',
] as const;

export type RuleName = (typeof ruleNames)[number];
