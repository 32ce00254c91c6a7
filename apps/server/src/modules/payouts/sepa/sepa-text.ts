// Names and addresses in the character set a SEPA credit transfer carries (the EPC's Latin set: a-z A-Z 0-9 / - ? : ( ) .
// , ' + and space), spelt as the payee spells them as far as that set allows: German umlauts as their two letters,
// other scripts transliterated (any-ascii), & as "and". Never a placeholder: a name that has no letter left is an
// error the caller sees.
import anyAscii from 'any-ascii';

const GERMAN: Record<string, string> = { Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ẞ: 'SS' };
const HAN = /\p{Script=Han}/u;

export function sepaText(s: string, max: number) {
  const words = [...s.replace(/[ÄÖÜäöüßẞ]/g, (ch) => GERMAN[ch] ?? ch).replace(/&/g, ' and ')]
    // one Chinese or Japanese character is one syllable: spaced, 山田太郎 reads "Shan Tian Tai Lang", not one word
    .map((ch) => (HAN.test(ch) ? ` ${anyAscii(ch)} ` : ch))
    .join('');
  return anyAscii(words)
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}
