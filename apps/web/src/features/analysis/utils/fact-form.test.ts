import { describe, expect, it } from 'vitest';
import { factText, formOf, valueOf, type FormState } from './fact-form';

describe('the fact correction form', () => {
  it('reads a French price and keeps the fields it does not show', () => {
    const site = {
      kind: 'item' as const,
      item_kind: 'product' as const,
      name: 'Baguette tradition',
      price: 1.3,
      price_text: '1,30 €',
      category: 'Pains',
    };
    const state: FormState = { ...formOf('item', site), price: '1,45' };
    expect(state.name).toBe('Baguette tradition');
    expect(valueOf('item', state, site)).toEqual({
      value: {
        kind: 'item',
        item_kind: 'product',
        name: 'Baguette tradition',
        price: 1.45,
        from_price: false,
        category: 'Pains',
      },
    });
  });

  it('turns opening ranges into the contract’s times, and explains a wrong one', () => {
    expect(valueOf('hours', { day: 'dimanche', ranges: '8:00-12:30, 15:00 – 19:00' }, null)).toEqual({
      value: {
        kind: 'hours',
        day: 'dimanche',
        closed: false,
        ranges: [
          { opens: '08:00', closes: '12:30' },
          { opens: '15:00', closes: '19:00' },
        ],
      },
    });
    expect(valueOf('hours', { day: 'lundi', ranges: '8h à midi' }, null)).toEqual({
      errors: { ranges: 'Plages attendues au format 07:00-13:00, 15:30-19:30' },
    });
  });

  it('gives the contract’s French message for a missing name', () => {
    expect(valueOf('person', { name: ' ' }, null)).toEqual({ errors: { name: 'Ce champ est obligatoire' } });
  });

  it('writes each fact on one line', () => {
    expect(factText({ kind: 'hours', day: 'mardi', closed: true, ranges: [] })).toBe('Mardi : fermé');
    expect(
      factText({ kind: 'address', street: '12 rue des Fours', postal_code: '69001', town: 'Lyon' }),
    ).toBe('12 rue des Fours, 69001 Lyon');
    expect(factText({ kind: 'testimonial', text: 'Parfait', author: 'Julie' })).toBe('« Parfait » — Julie');
  });
});
