// Spreadsheet formula injection (OWASP "CSV Injection"): a text cell that starts with = + - @, a tab or a carriage
// return is read as a formula by Excel, LibreOffice and Sheets. Such a cell gets a leading apostrophe, which the
// spreadsheet shows as text; numbers are written as they are.
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvTextCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
