// IBAN checks: one implementation (ibantools, ISO 13616 structure per country and mod-97), shared with the form.
export { isValidIban, normalizeIban } from '@hookline/shared/creators';
