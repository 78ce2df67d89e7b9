import type { FormControl } from '../../formConfig';
import { CheckboxControl, CheckboxesControl, RadioControl } from './ChoiceControls';
import type { ControlProps } from './controlProps';
import { FileListControl } from './FileListControl';
import { MultiSelectControl, SelectControl } from './SelectControls';
import { NumberControl, TextareaControl, TextControl } from './TextControls';

type Renderers = { [K in Exclude<FormControl['kind'], 'fixed'>]: (props: ControlProps<K>) => React.ReactNode };

/** The renderer of each control kind; a kind without one fails to compile. */
const renderers: Renderers = {
  text: TextControl,
  textarea: TextareaControl,
  number: NumberControl,
  select: SelectControl,
  multiSelect: MultiSelectControl,
  checkbox: CheckboxControl,
  checkboxes: CheckboxesControl,
  radio: RadioControl,
  fileList: FileListControl,
};

export function ControlView(props: ControlProps) {
  const { control } = props;
  if (control.kind === 'fixed') return null;
  const Renderer = renderers[control.kind] as (props: ControlProps) => React.ReactNode;
  return <Renderer {...props} />;
}
