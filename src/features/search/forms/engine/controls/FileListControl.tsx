import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useState } from 'react';
import { readListFile } from '../../rules/geneList';
import { controlId, type ControlProps } from './controlProps';

/** 001 §2.2: a list uploaded from a text file is put into the list's text area, where it can still be edited. */
export function FileListControl({ control, stateKey, setValue }: ControlProps<'fileList'>) {
  const [note, setNote] = useState<{ text: string; error: boolean } | undefined>();
  const id = controlId(stateKey);
  const noteId = `${id}-note`;
  return (
    <FormControl size="small">
      <FormLabel htmlFor={id}>{control.label}</FormLabel>
      <input
        id={id}
        type="file"
        accept={control.accept ?? '.txt,.csv,.tsv,text/plain,text/csv'}
        aria-describedby={noteId}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const read = await readListFile(file);
          if ('error' in read) {
            setNote({ text: read.error, error: true });
            return;
          }
          setValue(control.target, read.text);
          setNote({ text: `Read ${file.name} into the list above.`, error: false });
        }}
      />
      <FormHelperText id={noteId} error={note?.error ?? false} role={note?.error ? 'alert' : undefined}>
        {note?.text ?? control.hint ?? ''}
      </FormHelperText>
    </FormControl>
  );
}
