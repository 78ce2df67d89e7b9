// What a record type's name must look like, and the names derived from it.

/**
 * One name serves as the route (/name), the server's type (GET detail/name), the config type and the file names,
 * so it must fit all of them: lower-case letters only (routes allow no digits, config types no underscores).
 */
export const RECORD_TYPE_NAME = /^[a-z]+$/;

export function nameProblem(name: string): string | undefined {
  if (RECORD_TYPE_NAME.test(name)) return undefined;
  return (
    `"${name}" is not a lower-case identifier: use the letters a–z only, e.g. "seedbatch". ` +
    'It becomes the route, the server type and the config type. A route with an underscore or a type whose API name ' +
    'differs (such as /array_element, type arrayElement, API type arrayelement) is set up by hand.'
  );
}

export const pascalCase = (identifier: string) => identifier.charAt(0).toUpperCase() + identifier.slice(1);

const ACRONYMS: Record<string, string> = { Tair: 'TAIR', Id: 'ID', Ic: 'IC', Pcr: 'PCR', Url: 'URL', Doi: 'DOI' };

/** A field name as a label: 'dateLastModified' → 'Date Last Modified', 'tairObjectId' → 'TAIR Object ID'. */
export function labelOf(field: string): string {
  return field
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(' ')
    .filter(Boolean)
    .map((word) => pascalCase(word))
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ');
}
