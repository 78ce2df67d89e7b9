// The zod definition of the advanced search form config format; formConfig.ts explains the format and gives its
// types. Kept apart because building zod object schemas probes for eval, which the portal's Content-Security-Policy
// forbids: the pages load formConfig.ts (types and defineSearchForm only), the config tests load this file.
import { z } from 'zod';
import { resultCategories, type ResultCategoryName } from '../results/resultCategories';
import { ruleNames } from './rules/ruleNames';

const described = <T extends z.ZodType>(schema: T, description: string) => schema.describe(description);

const slug = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/)
  .describe('A stable slug (section and row ids, the route segment); never derived from a label.');

const payloadName = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*(\.([A-Za-z_][A-Za-z0-9_]*|\d+))*$/)
  .describe("The control's place in the payload: a dotted path; a number segment is an array element.");

const stateId = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_.-]*$/)
  .describe("The control's key in the form state and the page address; defaults to its name.");

export const option = z.strictObject({
  value: z.string().describe('The value sent in the payload.'),
  label: z.string().min(1).describe('The text the reader sees.'),
});

export const condition = z
  .strictObject({
    field: stateId.describe('The id of the control whose value decides.'),
    equals: z.union([z.string(), z.array(z.string()).min(1)]).describe('Shown when the value is this one (or one of these).'),
  })
  .describe('Show only while another control has one of these values.');

const controlBase = {
  name: payloadName,
  id: stateId.optional(),
  label: described(z.string().min(1), 'The label (also the accessible name).'),
  hideLabel: z.boolean().optional().describe('Keep the label for assistive technology only (the row label says it).'),
  hint: z.string().optional().describe('A short help text under the control.'),
  showIf: condition.optional(),
};

const optionsSource = {
  options: z.array(option).min(1).optional().describe('The choices, in order.'),
  optionsFrom: z
    .enum(['germplasmEcotypes', 'polymorphismEcotypes'])
    .optional()
    .describe('Choices read at run time from a static JSON list of names (001 §7); `options` come first.'),
};

const textControl = z.strictObject({
  ...controlBase,
  kind: z.literal('text'),
  default: z.string().optional(),
  placeholder: z.string().optional(),
  width: z.enum(['short', 'medium', 'long']).optional().describe('How wide the box is on a wide screen.'),
});

const textareaControl = z.strictObject({
  ...controlBase,
  kind: z.literal('textarea'),
  default: z.string().optional(),
  rows: z.number().int().min(2).max(20).optional(),
  placeholder: z.string().optional(),
});

const numberControl = z.strictObject({
  ...controlBase,
  kind: z.literal('number'),
  default: z.number().optional().describe('The starting value; without it the box starts empty.'),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().positive().optional().describe("The step; without it any number is accepted ('any')."),
  placeholder: z.string().optional(),
});

const selectControl = z.strictObject({
  ...controlBase,
  ...optionsSource,
  kind: z.literal('select'),
  default: z.string().optional().describe('The chosen value at the start and after Reset; the first option otherwise.'),
});

const multiSelectControl = z.strictObject({
  ...controlBase,
  ...optionsSource,
  kind: z.literal('multiSelect'),
  default: z.array(z.string()).optional().describe('Chosen at the start and after Reset: the first option only, or none (001 §4).'),
  size: z.number().int().min(2).max(20).optional().describe('Visible lines.'),
});

const checkboxControl = z.strictObject({
  ...controlBase,
  kind: z.literal('checkbox'),
  default: z.boolean().optional(),
});

const checkboxesControl = z.strictObject({
  ...controlBase,
  kind: z.literal('checkboxes'),
  options: z.array(option).min(1),
  default: z.array(z.string()).optional(),
});

const radioControl = z.strictObject({
  ...controlBase,
  kind: z.literal('radio'),
  options: z.array(option).min(2),
  default: z.string().optional(),
});

const fileListControl = z.strictObject({
  ...controlBase,
  kind: z.literal('fileList'),
  target: stateId.describe('The id of the text area the file’s text is put into (a list uploaded from a file).'),
  accept: z.string().optional().describe("File types offered by the browser's chooser, e.g. '.txt,.csv,text/plain'."),
});

const fixedControl = z.strictObject({
  name: payloadName,
  id: stateId.optional(),
  kind: z.literal('fixed'),
  value: z.union([z.string(), z.number(), z.boolean()]).describe('Always sent; nothing is shown.'),
  showIf: condition.optional(),
});

export const control = z.discriminatedUnion('kind', [
  textControl,
  textareaControl,
  numberControl,
  selectControl,
  multiSelectControl,
  checkboxControl,
  checkboxesControl,
  radioControl,
  fileListControl,
  fixedControl,
]);

const methodRestriction = z
  .strictObject({
    typeField: z.string().describe('The row control (name) holding the search type.'),
    methodField: z.string().describe('The row control (name) holding the method.'),
    exactOnly: z.array(z.string()).min(1).describe('Search types that may only be matched exactly (001 §4).'),
    exactValue: z.string().optional().describe("The method value that means exact match; default 'exactly'."),
  })
  .describe('001 §4: these search types limit the row to exact match; other types restore every method.');

const lineRow = z.strictObject({
  kind: z.literal('line'),
  id: slug,
  label: z.string().optional().describe('A label for the whole line (its controls then hide theirs if they ask).'),
  controls: z.array(control).min(1),
  showIf: condition.optional(),
});

const repeatRow = z.strictObject({
  kind: z.literal('repeat'),
  id: slug,
  list: payloadName.describe('The payload list the rows fill (searchTerms, mapLocation, …).'),
  count: z.number().int().min(1).max(10).describe('How many rows the form shows (001 §9).'),
  label: z.string().optional().describe("Each row's label; '{n}' is replaced by the row number."),
  controls: z.array(control).min(1).describe('Controls named relative to the row.'),
  rowDefaults: z
    .array(z.record(z.string(), z.union([z.string(), z.array(z.string()), z.boolean(), z.number()])))
    .optional()
    .describe('Per-row defaults by control name, overriding the controls’ own (DNA methods contains/contains/exactly).'),
  requires: z
    .array(z.string())
    .min(1)
    .optional()
    .describe('A row is sent only when one of these fields (names) has a meaningful value.'),
  methodRestriction: methodRestriction.optional(),
  showIf: condition.optional(),
});

const noteRow = z.strictObject({
  kind: z.literal('note'),
  id: slug,
  text: z.string().min(1),
  link: z.strictObject({ to: z.string().startsWith('/'), text: z.string().min(1) }).optional().describe('A portal link after the text.'),
  showIf: condition.optional(),
});

export const row = z.discriminatedUnion('kind', [lineRow, repeatRow, noteRow]);

export const section = z.strictObject({
  id: slug,
  title: z.string().min(1).describe('The heading of the filter group.'),
  help: z.string().optional().describe('A sentence under the heading.'),
  rows: z.array(row).min(1),
  showIf: condition.optional(),
});

/** A named payload rule and the payload path it works on (rules/payloadRules.ts). `*` matches every list element. */
export const ruleRef = z.strictObject({
  rule: z.enum(ruleNames),
  field: z.string().min(1).describe('The payload path the rule reads, e.g. geneList or searchTerms.*.go_id_search_inp.'),
});

/** A category the results page knows (its title, call and columns: results/resultCategories.ts). */
export const resultCategoryName = z.enum(Object.keys(resultCategories) as [ResultCategoryName, ...ResultCategoryName[]]);

/** A route of its own that opens the form on other values than its defaults (001 §2.2: /search/vector). */
export const presetRoute = z.strictObject({
  path: slug.describe('The route segment: /search/{path}.'),
  presets: z.record(z.string(), z.string()).describe("Starting values by control id, e.g. { category: 'vector' }."),
});

/** The form's entry on the Search overview (001 §2.2), which lists the forms that have one, by position. */
export const overviewEntry = z.strictObject({
  position: z.number().int().positive().describe('Its place in the overview: 1 is listed first.'),
  label: z.string().min(1).describe('The link text, in the side list and as the heading.'),
  summary: z.string().min(1).describe('The sentence under the heading: what the form finds.'),
});

export const searchFormConfig = z.strictObject({
  path: slug.describe('The route segment: /search/{path}; the config file is configs/{path}.ts.'),
  presetRoutes: z.array(presetRoute).optional().describe('Other routes that open this form with preset values.'),
  overview: overviewEntry.optional().describe('Its entry on the Search overview; absent: the overview does not list it.'),
  title: z.string().min(1).describe('The page heading and browser tab title.'),
  breadcrumb: z.string().min(1).describe('The last breadcrumb: Home > Search > {breadcrumb}.'),
  description: z.array(z.string().min(1)).min(1).describe('Paragraphs of descriptive text under the title.'),
  help: z.string().startsWith('/').optional().describe("The Help link's target; default /help#searching."),
  results: z.strictObject({
    category: resultCategoryName.describe('The results page category (/results?mainType=detail&category=…).'),
    handOver: z
      .enum(['search_params', 'key'])
      .describe('search_params: the payload as JSON in the address; key: stored under searchParams_<timestamp> (genes, protein).'),
  }),
  count: z
    .strictObject({
      endpoint: z.string().regex(/^search\/[a-z/]+$/).describe('The search call the live count asks (rowsLimit 1, reads total).'),
      one: z.string().min(1).describe("The noun for one match ('locus')."),
      other: z.string().min(1).describe("The noun for several ('loci')."),
    })
    .describe('The live count under the Submit button.'),
  rules: z.array(ruleRef).optional().describe('Named payload rules, run in order before §5 pruning.'),
  sections: z.array(section).min(1),
});
