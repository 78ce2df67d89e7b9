import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { FormRow, FormSection, RepeatRow, SearchFormConfig } from '../formConfig';
import { methodChoices } from '../rules/terms';
import { ControlView } from './controls/ControlView';
import { concreteControls, isShown, type ConcreteControl, type FormValue, type FormValues } from './formModel';

interface SectionViewProps {
  config: SearchFormConfig;
  section: FormSection;
  values: FormValues;
  problems: ReadonlyMap<string, string>;
  setValue: (key: string, value: FormValue) => void;
}

const lineSx = { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 } as const;

function Controls({ controls, values, problems, setValue }: { controls: ConcreteControl[] } & Omit<SectionViewProps, 'config' | 'section'>) {
  return controls
    .filter((concrete) => isShown(concrete.conditions, values))
    .map((concrete) => {
      const restriction = concrete.repeat?.row.methodRestriction;
      const isMethod = restriction && concrete.control.name === restriction.methodField && concrete.control.kind === 'select';
      const typeKey = concrete.repeat && restriction ? `${concrete.repeat.row.id}.${concrete.repeat.index}.${restriction.typeField}` : '';
      const options =
        isMethod && concrete.control.kind === 'select' && concrete.control.options
          ? methodChoices(concrete.control.options, String(values[typeKey] ?? ''), restriction)
          : undefined;
      return (
        <ControlView
          key={concrete.key}
          control={concrete.control}
          stateKey={concrete.key}
          value={values[concrete.key] ?? concrete.defaultValue}
          onChange={(value) => setValue(concrete.key, value)}
          setValue={setValue}
          {...(options ? { options } : {})}
          {...(problems.has(concrete.key) ? { problem: problems.get(concrete.key)! } : {})}
        />
      );
    });
}

function RepeatRows({ row, ...props }: { row: RepeatRow; controls: ConcreteControl[] } & Omit<SectionViewProps, 'config' | 'section'>) {
  return Array.from({ length: row.count }, (_, index) => {
    const label = row.label?.replaceAll('{n}', String(index + 1));
    const labelId = `${row.id}-${index}-label`;
    return (
      <Box key={index} role="group" aria-labelledby={label ? labelId : undefined} sx={lineSx}>
        {label && (
          <Typography id={labelId} sx={{ minWidth: 90, pt: 1 }}>
            {label}
          </Typography>
        )}
        <Controls {...props} controls={props.controls.filter((concrete) => concrete.repeat?.index === index)} />
      </Box>
    );
  });
}

function RowView({ row, config, ...props }: { row: FormRow } & Omit<SectionViewProps, 'section'>) {
  if (!isShown(row.showIf ? [row.showIf] : [], props.values)) return null;
  if (row.kind === 'note') {
    return (
      <Typography sx={{ mb: 2 }}>
        {row.text}
        {row.link && (
          <>
            {' '}
            <Link component={RouterLink} to={row.link.to}>
              {row.link.text}
            </Link>
          </>
        )}
      </Typography>
    );
  }
  const controls = concreteControls(config).filter((concrete) =>
    row.kind === 'repeat' ? concrete.repeat?.row === row : row.controls.includes(concrete.control),
  );
  if (row.kind === 'repeat') return <RepeatRows row={row} controls={controls} {...props} />;
  const labelId = `${row.id}-label`;
  return (
    <Box role={row.label ? 'group' : undefined} aria-labelledby={row.label ? labelId : undefined} sx={lineSx}>
      {row.label && (
        <Typography id={labelId} sx={{ minWidth: 90, pt: 1 }}>
          {row.label}
        </Typography>
      )}
      <Controls controls={controls} {...props} />
    </Box>
  );
}

/** One filter group of a form: its heading, a sentence of help and its rows. */
export function SectionView({ config, section, ...props }: SectionViewProps) {
  if (!isShown(section.showIf ? [section.showIf] : [], props.values)) return null;
  const headingId = `search-section-${section.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {section.title}
      </Typography>
      {section.help && <Typography sx={{ mb: 2 }}>{section.help}</Typography>}
      {section.rows.map((row) => (
        <RowView key={row.id} row={row} config={config} {...props} />
      ))}
    </Box>
  );
}
