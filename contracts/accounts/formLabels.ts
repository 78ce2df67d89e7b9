// The labels of the account forms (000 §2.5, §2.8), shared by the pages and the reference server: the server's
// '{Label} is required.' messages name a field exactly as the page labels it.

/** 000 §2.5: the registration form. */
export const registrationLabels = {
  username: 'Username',
  password: 'Password',
  password_confirm: 'Confirm Password',
  email: 'Email address',
  okMail: 'Receive e-mail',
  okGeneSymbol: 'Gene Class Symbol registration',
  okEmailDisplay: 'Display e-mail',
  firstName: 'First Name',
  lastName: 'Last Name',
  institutionName: 'Institution Name',
  country: 'Country',
  state: 'State',
} as const;

/** 000 §2.8: the organization form (region is labelled State, postalCode Zipcode). */
export const organizationLabels = {
  name: 'Name',
  address: 'Address',
  city: 'City',
  region: 'State',
  postalCode: 'Zipcode',
  country: 'Country',
} as const;
