import { Notice } from '../../ui/Notice';

/** A config names a kind the registry does not know: say exactly where, instead of crashing. */
export function UnknownRenderer({ recordType, sectionId, path, kind }: { recordType: string; sectionId: string; path?: string | undefined; kind: string }) {
  return (
    <Notice tone="error">
      No renderer for kind &quot;{kind}&quot; (record type {recordType}, section {sectionId}, path {path ?? '(whole record)'}).
    </Notice>
  );
}
