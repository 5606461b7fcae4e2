import { describe, expect, it } from 'vitest';
import { optionsHtml } from '../options-html';

describe('optionsHtml', () => {
  it('writes the first option, then each option in order, every value and label escaped', () => {
    const select = document.createElement('select');
    select.innerHTML = optionsHtml('Choose <one>', [
      { value: 'CI', label: "Côte d'Ivoire" },
      { value: 'x"><script>alert(1)</script>', label: 'Trinidad & Tobago <b>' },
    ]);
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Choose <one>'],
      ['CI', "Côte d'Ivoire"],
      ['x"><script>alert(1)</script>', 'Trinidad & Tobago <b>'],
    ]);
    expect(select.querySelector('script, b')).toBeNull();
  });
});
