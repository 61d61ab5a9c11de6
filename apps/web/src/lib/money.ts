const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const wholeEuros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** 39 € for whole amounts, 14,50 € otherwise (fr-FR). */
export const formatEuros = (amount: number) =>
  Number.isInteger(amount) ? wholeEuros.format(amount) : euros.format(amount);
