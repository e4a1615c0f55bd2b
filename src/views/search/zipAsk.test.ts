import { describe, expect, it } from 'vitest';
import { isZip, lacksZip, withZip } from './zipAsk';

describe('the ZIP ask of a street search', () => {
  it('asks for a street address without a ZIP only', () => {
    expect(lacksZip('100 Court St')).toBe(true);
    expect(lacksZip('100 Court St, Brooklyn, NY')).toBe(true);
    expect(lacksZip('100 Court St, Brooklyn, NY, USA')).toBe(true);
    expect(lacksZip('100 Court St, Brooklyn, NY 11201')).toBe(false);
    expect(lacksZip('100 Court St 11201-1234')).toBe(false);
    // a city or a ZIP on its own is no street
    expect(lacksZip('Brooklyn, NY')).toBe(false);
    expect(lacksZip('11201')).toBe(false);
    // the house number is no ZIP
    expect(lacksZip('11201 Main St, Chicago, IL')).toBe(true);
  });

  it('adds the ZIP after the state, or as a part of its own', () => {
    expect(withZip('100 Court St, Brooklyn, NY', '11201')).toBe('100 Court St, Brooklyn, NY 11201');
    expect(withZip('100 Court St, Brooklyn, NY, USA', '11201')).toBe('100 Court St, Brooklyn, NY 11201');
    expect(withZip('100 Court St', ' 11201 ')).toBe('100 Court St, 11201');
    expect(withZip('100 Court St, Brooklyn', '11201')).toBe('100 Court St, Brooklyn, 11201');
  });

  it('takes five digits, with or without the four after a hyphen', () => {
    expect(isZip('11201')).toBe(true);
    expect(isZip('11201-1234')).toBe(true);
    expect(isZip('1120')).toBe(false);
    expect(isZip('11201-12')).toBe(false);
  });
});
