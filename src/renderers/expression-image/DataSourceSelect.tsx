import TextField from '@mui/material/TextField';
import { dataSourceLabel, EXPRESSION_DATA_SOURCES } from './dataSources';

interface DataSourceSelectProps {
  value: string;
  onChange: (dataSource: string) => void;
}

/** 002 §2.4: the 'Data Source' dropdown. A native select: 22 options, keyboard- and screen-reader-friendly. */
export function DataSourceSelect({ value, onChange }: DataSourceSelectProps) {
  return (
    <TextField
      select
      label="Data Source"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 260, alignSelf: 'flex-start' }}
    >
      {EXPRESSION_DATA_SOURCES.map((dataSource) => (
        <option key={dataSource} value={dataSource}>
          {dataSourceLabel(dataSource)}
        </option>
      ))}
    </TextField>
  );
}
