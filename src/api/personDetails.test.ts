import { describe, expect, it } from 'vitest';
import { PersonDetailsUnavailable, readPersonDetails } from './personDetails';

describe('reading the person details', () => {
  it('keeps the account settings the edit page starts from, whichever page loaded them first', () => {
    const details = readPersonDetails({
      FIRST_NAME: 'Priya',
      LAST_NAME: 'Raman',
      AFFILIATIONS: [{ community_id: 1501000101, name: 'Carnegie Institution for Science' }],
      REGISTERING_FOR_ABRC: 'F',
      IS_TAIR_CURATOR: 'F',
      SEND_EMAIL: 'T',
      USERNAME: 'student',
    });
    expect(details).toMatchObject({ FIRST_NAME: 'Priya', SEND_EMAIL: 'T', USERNAME: 'student' });
  });

  it('refuses the { message } answer of a person without details, and answers of another shape', () => {
    expect(() => readPersonDetails({ message: 'No person has the community id 9.' })).toThrow(PersonDetailsUnavailable);
    expect(() => readPersonDetails({ FIRST_NAME: 42 })).toThrow(PersonDetailsUnavailable);
  });
});
