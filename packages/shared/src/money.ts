// Money is integer cents in code and database; EUR numbers only at the API edge (DESIGN.md "Money").
export type Cents = number;

export const centsToEur = (cents: Cents): number => Math.round(cents) / 100;

/** EUR number from the API to integer cents; rounds half away from zero to the cent. */
export const eurToCents = (eur: number): Cents => Math.sign(eur) * Math.round(Math.abs(eur) * 100 + 1e-9);

export const formatEur = (eur: number) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(eur);
