import Box from '@mui/material/Box';
import { useId } from 'react';
import { dataSourceLabel, EXPRESSION_DATA_SOURCES } from './dataSources';

interface DataSourceSelectProps {
  value: string;
  onChange: (dataSource: string) => void;
}

/**
 * 002 §2.4: the 'Data Source' dropdown. A plain native select: 22 options, keyboard- and screen-reader-friendly,
 * and without the input machinery of a styled text field on every detail page.
 */
export function DataSourceSelect({ value, onChange }: DataSourceSelectProps) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignSelf: 'flex-start' }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', fontWeight: 600 }}>
        Data Source
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value)}
        sx={{
          minWidth: 260,
          font: 'inherit',
          p: 0.75,
          borderRadius: 1,
          border: '1px solid',
          borderColor: 'grey.500',
          bgcolor: 'background.paper',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        {EXPRESSION_DATA_SOURCES.map((dataSource) => (
          <option key={dataSource} value={dataSource}>
            {dataSourceLabel(dataSource)}
          </option>
        ))}
      </Box>
    </Box>
  );
}
