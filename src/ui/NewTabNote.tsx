import { visuallyHidden } from './visuallyHidden';

/**
 * The spoken note of a link that opens a new tab. The space stays outside the hidden text: accessible names are
 * built from trimmed pieces, and without it the note would run into the link text.
 */
export function NewTabNote() {
  return (
    <>
      {' '}
      <span style={visuallyHidden}>(opens in a new tab)</span>
    </>
  );
}
