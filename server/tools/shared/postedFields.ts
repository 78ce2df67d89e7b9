/** A form's posted fields that are text, as a job keeps them: the tools' readers refuse any other value of a field they read. */
export const postedFields = (body: object): Record<string, string> =>
  Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
