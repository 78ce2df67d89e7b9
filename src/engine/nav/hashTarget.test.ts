// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hashTarget } from './useHashLanding';

describe('the section an address names', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('is the decoded hash', () => {
    window.location.hash = 'associated%20loci';
    expect(hashTarget()).toBe('associated loci');
  });

  it('is none for a hash that is not valid percent-encoding, instead of an error that would take the page down', () => {
    window.location.hash = '%E0%A4%A';
    expect(hashTarget()).toBe('');
  });
});
