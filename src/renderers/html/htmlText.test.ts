import { describe, expect, it } from 'vitest';
import { htmlText } from './htmlText';

describe('htmlText', () => {
  it('reads the plain text of markup for sorting and downloads', () => {
    expect(htmlText('<b>FLC</b>&nbsp;&amp; <i>FRI</i><br>AT5G10140&#8217;s')).toBe('FLC & FRI AT5G10140’s');
  });
});
