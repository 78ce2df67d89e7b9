/** An absolute http(s) address, which opens outside the portal (000 §2.10). */
export const isWebAddress = (uri: string | undefined): uri is string => /^https?:\/\//i.test(uri ?? '');
