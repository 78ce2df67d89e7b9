import { describe, expect, it } from 'vitest';
import { hasMarkup, hasOnlyFormatting, sanitized } from './htmlCells';

describe('HTML cells', () => {
  it('draws text without tags or character references as text', () => {
    expect(hasMarkup('NAC domain containing protein 1')).toBe(false);
    expect(hasMarkup('a <i>b</i>')).toBe(true);
    expect(hasMarkup('A &amp; B')).toBe(true);
  });

  it('inserts fragments whose only tags are attribute-less formatting tags as they are', () => {
    for (const html of ['<i>FLC</i> of the <b>MADS</b> box', 'H<sub>2</sub>O<br/>line', '<EM>x</EM> &amp; <strong>y</strong>', 'a > b', '<b>unclosed']) {
      expect(hasOnlyFormatting(html)).toBe(true);
      expect(sanitized(() => 'sanitiser ran', html)).toBe(html);
    }
  });

  it('sends anything else through the sanitiser, once per fragment', () => {
    const hostile = [
      '<b onclick="x()">B</b>', '<script>x()</script>', '<a href="javascript:x()">FLC</a>', '<img src=x onerror=x()>',
      'a < b', '<b >x</b >', '<i/onload=x()>', '<svg><b>x</b></svg>', '<<b>>',
    ];
    for (const html of hostile) {
      expect(hasOnlyFormatting(html)).toBe(false);
      let runs = 0;
      const sanitize = () => {
        runs += 1;
        return 'clean';
      };
      expect(sanitized(sanitize, html)).toBe('clean');
      expect(sanitized(sanitize, html)).toBe('clean');
      expect(runs).toBe(1);
    }
  });
});
