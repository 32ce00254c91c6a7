// IBAN validation by its ISO 13616 mod-97 checksum; one implementation, shared with the payment settings form.
export { isValidIban, normalizeIban } from '@hookline/shared/creators';
