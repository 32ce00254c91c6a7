// Test data only (imported by tests, never by the product): billing details both the server's and the web's tests
// send, so that the two sides are tested with the same musician.

/** A French business's billing details with a valid VAT id of its own member state. */
export const FRENCH_BUSINESS_DETAILS = {
  legal_name: 'Wave Records SARL',
  street: '1 Rue de la Paix',
  postcode: '75002',
  city: 'Paris',
  country: 'FR',
  is_business: true,
  vat_id: 'FR40303265045',
} as const;
